import { API_BASE_PATH, endpoints } from '@casino/api-contract';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/sql';
import { limitBody, MAX_BODY_BYTES, MAX_DISCARDED_BODY_BYTES } from './http/body-limit';
import { compressJson } from './http/compress-json';
import { sameOriginOnly } from './http/csrf';
import { errorBody } from './http/envelope';
import { handleError, handleNotFound } from './http/error-handling';
import { operatorOnly } from './http/operator-only';
import { pageRendererOf } from './http/page-renderer';
import { userEndpointGate } from './http/require-user';
import { createSecurityHeaders } from './http/security-headers';
import { siteOrigins } from './http/site-origins';
import { accountConfirmRoutes } from './routes/account-confirm';
import { accountEventsRoutes } from './routes/account-events';
import { authRoutes } from './routes/auth';
import { cashierRoutes } from './routes/cashier';
import { catalogueRoutes } from './routes/catalogue';
import { cdnRoutes } from './routes/cdn';
import { devRoutes } from './routes/dev';
import { devVerificationRoutes } from './routes/dev-verification';
import { devWithdrawalRoutes } from './routes/dev-withdrawals';
import { devicesRoutes } from './routes/devices';
import { allDocumentAnswers, firstCallDocumentAnswers, gameDocumentAnswers } from './routes/document-answers';
import { renderedDocuments } from './routes/document-render';
import { favoritesRoutes } from './routes/favorites';
import { fundsRoutes } from './routes/funds';
import { gameLaunchRoutes } from './routes/game-launch';
import { gamesRoutes } from './routes/games';
import { GEO_BASE_PATH, geoRoutes } from './routes/geo';
import { historyRoutes } from './routes/history';
import { meRoutes } from './routes/me';
import { notificationsRoutes } from './routes/notifications';
import { playRoutes } from './routes/play';
import { promotionsRoutes } from './routes/promotions';
import { registerRoutes } from './routes/register';
import { responsibleGamingRoutes } from './routes/responsible-gaming';
import { siteDocumentAnswers, siteRoutes } from './routes/site';
import { tournamentsRoutes } from './routes/tournaments';
import { twoStepRoutes } from './routes/two-step';
import { usersRoutes } from './routes/users';
import { verificationRoutes } from './routes/verification';
import { webStaticRoutes } from './routes/web-static';
import { type BoundedPool, createHashPool } from './services/bounded-pool';
import { PasswordHasher } from './services/passwords';
import { AttemptLimiter } from './services/rate-limit';
import { StandingsCache } from './services/tournaments/standings-cache';
import { type DocumentStore, FileDocumentStore } from './services/verification/document-store';

export type CreateAppOptions = {
  db: Database;
  config: Config;
  clock?: Clock;
  hashPool?: BoundedPool;
  /** The identity documents' store; a folder at VERIFICATION_DOCUMENTS_DIR unless given. */
  documents?: DocumentStore;
};

export function createApp({
  db,
  config,
  clock = Date.now,
  hashPool = createHashPool(),
  documents = new FileDocumentStore(config.verificationDocumentsDir),
}: CreateAppOptions) {
  const windowMs = config.loginRateWindowSeconds * 1000;
  const deps: AppDeps = {
    db,
    config,
    clock,
    loginLimits: {
      perAccount: new AttemptLimiter(db, 'account', config.loginMaxFailuresPerAccount, windowMs, clock),
      perIp: new AttemptLimiter(db, 'ip', config.loginMaxFailuresPerIp, windowMs, clock),
    },
    passwords: new PasswordHasher(config.passwordHashCost, hashPool),
    standings: new StandingsCache(config.standingsRefreshMs),
    documents,
  };

  const api = new Hono<AppEnv>()
    // Before every route: the calls the contract marks `auth: 'user'` answer 401 to anyone not logged in.
    .use(userEndpointGate(deps))
    .route('/', authRoutes(deps))
    .route('/', registerRoutes(deps))
    .route('/', usersRoutes(deps))
    .route('/', accountConfirmRoutes(deps))
    .route('/', meRoutes(deps))
    .route('/', twoStepRoutes(deps))
    .route('/', devicesRoutes(deps))
    .route('/', notificationsRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', favoritesRoutes(deps))
    .route('/', fundsRoutes())
    .route('/', gameLaunchRoutes(deps))
    .route('/', cashierRoutes(deps))
    .route('/', gamesRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', promotionsRoutes(deps))
    .route('/', tournamentsRoutes(deps))
    .route('/', siteRoutes(deps))
    .route('/', responsibleGamingRoutes(deps))
    .route('/', verificationRoutes(deps))
    .route('/', accountEventsRoutes(deps));
  if (config.devServices) api.route('/', devWithdrawalRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use(
    createSecurityHeaders({
      frameOrigins: [new URL(config.paymentSimulatorUrl).origin],
      https: config.cookieSecure || config.publicUrl.startsWith('https:'),
    }),
  );
  // Outside production every answer is checked against the contract, so a wrong shape fails a test.
  const checkAnswers = config.nodeEnv !== 'production';
  app.use(`${API_BASE_PATH}/*`, async (c, next) => {
    c.set('checkAnswers', checkAnswers);
    await next();
    // Answers depend on the session cookie: no shared cache may keep them.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // Game lists run to tens of kilobytes of JSON, a few after compression.
  app.use(`${API_BASE_PATH}/*`, compressJson());
  const bodyLimits = { maxBytes: MAX_BODY_BYTES, maxDiscardedBytes: MAX_DISCARDED_BODY_BYTES };
  // A document upload is read as a stream by its route, which counts its own, larger limit as it reads.
  const apiBodyLimit = limitBody({
    ...bodyLimits,
    tooLarge: (c) => c.json(errorBody('Request body is too large'), 413),
  });
  const uploadPath = `${API_BASE_PATH}${endpoints.uploadVerificationDocument.path}`;
  app.use(`${API_BASE_PATH}/*`, (c, next) => (c.req.path === uploadPath ? next() : apiBodyLimit(c, next)));
  app.use(
    `${GEO_BASE_PATH}/*`,
    limitBody({ ...bodyLimits, tooLarge: (c) => c.json({ detail: 'Request body is too large' }, 413) }),
  );
  // No page of another origin changes state; read after the body so a refusal never cuts an upload.
  const own = siteOrigins(config);
  const refuse = (c: Context, message: string) => c.json(errorBody(message), 403);
  app.use(`${API_BASE_PATH}/*`, sameOriginOnly(own, refuse));
  app.use('/dev/*', sameOriginOnly(own, refuse));
  app.use(
    `${GEO_BASE_PATH}/*`,
    sameOriginOnly(own, (c, message) => c.json({ detail: message }, 403)),
  );
  // Anyone but the machine's operator sees development services as absent.
  for (const path of ['/dev/*', `${API_BASE_PATH}/dev/*`]) app.use(path, operatorOnly(own, handleNotFound));
  app.route(API_BASE_PATH, api);
  app.route(GEO_BASE_PATH, geoRoutes(deps));
  app.route('/', cdnRoutes(deps));
  app.route('/', playRoutes(deps));
  if (config.devServices) app.route('/', devRoutes(deps)).route('/', devVerificationRoutes(deps));
  if (config.webDistDir) {
    // Through this app, as any request: without a cookie, so only the answers anyone gets.
    const askApi = async (target: string) =>
      app.request(`${API_BASE_PATH}${target}`, { headers: { Accept: 'application/json' } });
    app.route(
      '/',
      webStaticRoutes(config.webDistDir, {
        documentAnswers: allDocumentAnswers(
          siteDocumentAnswers(deps),
          gameDocumentAnswers(deps),
          firstCallDocumentAnswers(askApi),
        ),
        renderDocument: renderedDocuments({
          renderer: pageRendererOf(config.webDistDir),
          siteUrl: config.publicUrl,
          ask: askApi,
        }),
      }),
    );
  }
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
