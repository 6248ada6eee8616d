import { describe, expect, it } from 'vitest';
import { accountEndpoints } from './endpoint-groups/account';
import { cashierEndpoints } from './endpoint-groups/cashier';
import { catalogueEndpoints } from './endpoint-groups/catalogue';
import { historyEndpoints } from './endpoint-groups/history';
import { inboxEndpoints } from './endpoint-groups/inbox';
import { playEndpoints } from './endpoint-groups/play';
import { promotionEndpoints } from './endpoint-groups/promotions';
import { responsibleGamingEndpoints } from './endpoint-groups/responsible-gaming';
import { securityEndpoints } from './endpoint-groups/security';
import { sessionEndpoints } from './endpoint-groups/session';
import { verificationEndpoints } from './endpoint-groups/verification';
import { ENDPOINT_GROUP, loadEndpoint } from './endpoint-loader';
import { type EndpointName, endpoints } from './endpoints';

describe('loadEndpoint', () => {
  it('names a group for every call of the table, and no other', () => {
    expect(Object.keys(ENDPOINT_GROUP).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('finds each call in exactly one group, so merging the groups overrides nothing', () => {
    const groups = [
      sessionEndpoints,
      accountEndpoints,
      catalogueEndpoints,
      playEndpoints,
      historyEndpoints,
      cashierEndpoints,
      promotionEndpoints,
      responsibleGamingEndpoints,
      securityEndpoints,
      verificationEndpoints,
      inboxEndpoints,
    ];
    const names = groups.flatMap((group) => Object.keys(group));
    expect(names).toHaveLength(new Set(names).size);
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])('loads the very definition of %s from its group', async (name) => {
    expect(await loadEndpoint(name)).toBe(endpoints[name]);
  });
});
