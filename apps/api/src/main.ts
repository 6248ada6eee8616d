import { silenceSqliteExperimentalWarning } from './silence-sqlite-warning';

// Installed before node:sqlite loads: the modules below are imported dynamically for that reason.
silenceSqliteExperimentalWarning();

const { serve } = await import('@hono/node-server');
const { ConfigError, loadConfig } = await import('./config');
const { openDatabase } = await import('./db/open-database');
const { countGames } = await import('./db/queries/games');
const { createApp } = await import('./app');
const { createSweeps, startSweeps } = await import('./services/sweeps');
const { createClock } = await import('./clock');
const { createPaymentSimulatorApp } = await import('./services/payment-simulator/app');
const { devServicesStart } = await import('./services/dev-services-start');
const { loadIpCountryDatabase } = await import('./services/geo/ip-country-database');
const { withoutPassword } = await import('./db/postgres/database-url');

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const devServices = devServicesStart(config);
if (devServices.kind === 'refused') {
  console.error(devServices.error);
  process.exit(1);
}
if (devServices.kind === 'on') console.warn(devServices.warning);

const clock = createClock(config.fakeNow);
const db = await openDatabase(config.databaseUrl ?? config.databaseFile, {
  now: new Date(clock()),
  passwordCost: config.passwordHashCost,
  games: config.seedGames,
  postgres: config.postgres,
});
const games = await countGames(db);
if (config.seedGames !== undefined && games < config.seedGames) {
  console.warn(`SEED_GAMES=${config.seedGames} applies to a new database only: this one holds ${games} games`);
}
const app = createApp({ db, config, clock });
const stopSweeps = startSweeps(createSweeps({ db, clock, config }));
// In production the IP-to-country tables (about 2 s of parsing) are read before the first request instead of
// during a visitor's; a development or test server reads them only if a public address ever reaches it.
if (config.nodeEnv === 'production') loadIpCountryDatabase();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.info(`Casino API listening on http://${host}:${info.port} (public URL ${config.publicUrl})`);
  console.info(`Database: ${config.databaseUrl ? withoutPassword(config.databaseUrl) : config.databaseFile}`);
  if (config.webDistDir) console.info(`Serving the web app from ${config.webDistDir}`);
  if (config.fakeNow !== undefined)
    console.info(`Clock pinned: it started at ${new Date(config.fakeNow).toISOString()}`);
});

// The payment simulator plays a third-party provider on its own origin (docs/product.md#cashier); development services only.
const simulator = config.devServices
  ? serve(
      {
        fetch: createPaymentSimulatorApp({ db, clock }).fetch,
        port: config.paymentSimulatorPort,
        hostname: config.host,
      },
      (info) => console.info(`Payment simulator on port ${info.port} (public URL ${config.paymentSimulatorUrl})`),
    )
  : undefined;
// A busy simulator port must not take the casino API down with it: card deposits fail, everything else works.
simulator?.on('error', (error) => console.error(`Payment simulator not started: ${error.message}`));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal} received, closing`);
  // Keep-alive sockets would hold close() open; a timer makes sure the process still ends.
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  simulator?.close();
  if (simulator && 'closeIdleConnections' in simulator) simulator.closeIdleConnections();
  stopSweeps();
  server.close(() => {
    void db.close().finally(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
