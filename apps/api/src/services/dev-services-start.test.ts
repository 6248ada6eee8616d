import { describe, expect, it } from 'vitest';
import { devServicesStart } from './dev-services-start';

const base = { publicUrl: 'http://localhost:8080', paymentSimulatorUrl: 'http://localhost:8081' };

describe('starting with development services', () => {
  it.each([
    // devServices, force, NODE_ENV → outcome
    [false, false, undefined, 'off'],
    [false, true, 'production', 'off'],
    [false, false, 'production', 'off'],
    [true, false, undefined, 'on'],
    [true, false, 'development', 'on'],
    [true, false, 'test', 'on'],
    [true, false, 'production', 'refused'],
    [true, true, 'production', 'on'],
  ] as const)('dev services %s, forced %s, NODE_ENV %s: %s', (devServices, devServicesForce, nodeEnv, kind) => {
    expect(devServicesStart({ ...base, devServices, devServicesForce, nodeEnv }).kind).toBe(kind);
  });

  it('warns over several lines naming what is open and to whom', () => {
    const start = devServicesStart({ ...base, devServices: true, devServicesForce: false, nodeEnv: undefined });
    if (start.kind !== 'on') throw new Error(`expected on, got ${start.kind}`);
    const lines = start.warning.split('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(start.warning).toContain('WARNING: development services are ON');
    expect(start.warning).toContain('http://localhost:8080/dev/outbox');
    expect(start.warning).toContain('loopback');
    expect(start.warning).not.toContain('forced in production');
  });

  it('says so when production is forced, and names the variables when it refuses', () => {
    const forced = devServicesStart({ ...base, devServices: true, devServicesForce: true, nodeEnv: 'production' });
    expect(forced.kind === 'on' && forced.warning).toContain('forced in production');
    const refused = devServicesStart({ ...base, devServices: true, devServicesForce: false, nodeEnv: 'production' });
    expect(refused.kind === 'refused' && refused.error).toMatch(
      /DEV_SERVICES=true with NODE_ENV=production[\s\S]*DEV_SERVICES_FORCE=true/,
    );
  });
});
