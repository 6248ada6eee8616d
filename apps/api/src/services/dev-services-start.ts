import type { Config } from '../config';

export type DevServicesStart = { kind: 'off' } | { kind: 'on'; warning: string } | { kind: 'refused'; error: string };

type Settings = Pick<Config, 'devServices' | 'devServicesForce' | 'nodeEnv' | 'publicUrl' | 'paymentSimulatorUrl'>;

/**
 * Whether the server may start with its development services, and what it must say (docs/product.md#security). They hand
 * out password reset links and credit deposits nobody paid, so a production-like start refuses them unless forced,
 * and any start with them on says so loudly.
 */
export function devServicesStart(settings: Settings): DevServicesStart {
  if (!settings.devServices) return { kind: 'off' };
  const production = settings.nodeEnv === 'production';
  if (production && !settings.devServicesForce) {
    return {
      kind: 'refused',
      error: [
        'Refusing to start: DEV_SERVICES=true with NODE_ENV=production.',
        'Development services show every password reset link and credit crypto deposits nobody paid.',
        'Unset DEV_SERVICES, or set DEV_SERVICES_FORCE=true if this really is a test system.',
      ].join('\n'),
    };
  }
  const rule = '!'.repeat(78);
  return {
    kind: 'on',
    warning: [
      rule,
      `WARNING: development services are ON (DEV_SERVICES=true)${production ? ', forced in production' : ''}.`,
      `  ${settings.publicUrl}/dev/outbox shows every mail the API sends, password reset links included;`,
      '  POST /api/dev/deposits/crypto/:id/confirm credits a pending crypto deposit at once;',
      `  ${settings.publicUrl}/dev/verification approves or rejects players' identity documents;`,
      `  the payment simulator at ${settings.paymentSimulatorUrl} takes test cards.`,
      'They answer requests from this machine only (loopback, no proxy, no page of another origin).',
      'Never turn them on where players can reach the server.',
      rule,
    ].join('\n'),
  };
}
