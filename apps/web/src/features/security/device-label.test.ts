import type { SignedInDevice } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { deviceLabel, orderDevices } from './device-label';

describe('deviceLabel', () => {
  it.each([
    [
      { browser: 'Chrome 131', os: 'Windows 10' },
      { key: 'browserOn', browser: 'Chrome 131', os: 'Windows 10' },
    ],
    [
      { browser: 'Firefox 133', os: null },
      { key: 'browserOnly', browser: 'Firefox 133' },
    ],
    [
      { browser: null, os: 'iOS 17.5' },
      { key: 'osOnly', os: 'iOS 17.5' },
    ],
    [{ browser: null, os: null }, { key: 'unknown' }],
  ])('names %j with %j', (device, label) => {
    expect(deviceLabel(device)).toEqual(label);
  });
});

const device = (id: number, current: boolean, lastActiveAt: string): SignedInDevice => ({
  id,
  current,
  browser: null,
  os: null,
  deviceType: null,
  country: null,
  signedInAt: lastActiveAt,
  lastActiveAt,
});

describe('orderDevices', () => {
  it('puts this device first, then the most recently active', () => {
    const list = [
      device(1, false, '2026-11-20T10:00:00Z'),
      device(2, false, '2026-11-20T12:00:00Z'),
      device(3, true, '2026-11-19T12:00:00Z'),
    ];
    expect(orderDevices(list).map((d) => d.id)).toEqual([3, 2, 1]);
  });
});
