// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, WORKER_CHUNK_GROUPS } from './chunk-groups';

/** The group a module lands in: the first matching group by priority, as the bundler picks it. */
const groupOf = (id: string) =>
  [...CHUNK_GROUPS]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .find((group) => group.test instanceof RegExp && group.test.test(id))?.name ?? 'by importers';

describe('chunk groups of the web build', () => {
  it.each([
    ['/repo/node_modules/react/cjs/react.production.js', 'framework'],
    ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'framework'],
    ['/repo/node_modules/scheduler/index.js', 'framework'],
    ['/repo/node_modules/react-router/dist/production/index.mjs', 'framework'],
    ['/repo/node_modules/i18next/dist/esm/i18next.js', 'framework'],
    ['C:\\repo\\node_modules\\react\\index.js', 'framework'],
    ['/repo/node_modules/zod/v4/classic/schemas.js', 'zod'],
    // Libraries only some pages use stay with the pages that import them.
    ['/repo/node_modules/react-aria/dist/import.mjs', 'by importers'],
    ['/repo/node_modules/react-i18next/dist/es/Trans.js', 'by importers'],
    ['/repo/node_modules/@tanstack/query-core/build/modern/mutation.js', 'by importers'],
    ['/repo/node_modules/react-hook-form/dist/index.esm.mjs', 'by importers'],
    ['/repo/node_modules/@hookform/resolvers/zod/dist/zod.mjs', 'by importers'],
    ['/repo/apps/web/src/lib/zod.ts', 'by importers'],
    // The contract behind every visitor's first answers comes in one file; the other areas load with their pages.
    ['/repo/packages/api-contract/src/zod.ts', 'contract'],
    ['/repo/packages/api-contract/src/endpoint-groups/session.ts', 'contract'],
    ['/repo/packages/api-contract/src/endpoint-groups/catalogue.ts', 'contract'],
    ['/repo/packages/api-contract/src/entities/games.ts', 'contract'],
    ['C:\\repo\\packages\\api-contract\\src\\entities\\user.ts', 'contract'],
    ['/repo/packages/api-contract/src/endpoint-groups/cashier.ts', 'by importers'],
    ['/repo/packages/api-contract/src/entities/responsible-gaming.ts', 'by importers'],
    ['/repo/packages/api-contract/src/auth.ts', 'by importers'],
    ['/repo/packages/api-contract/src/entities/games.test.ts', 'by importers'],
  ])('%s goes to %s', (id, group) => {
    expect(groupOf(id)).toBe(group);
  });
});

describe('chunk groups of the answer worker', () => {
  const workerGroupOf = (id: string) =>
    WORKER_CHUNK_GROUPS.find((group) => group.test instanceof RegExp && group.test.test(id))?.name ?? 'by importers';

  it.each([
    ['/repo/packages/api-contract/src/endpoint-groups/session.ts', 'contract'],
    ['/repo/packages/api-contract/src/endpoint-groups/catalogue.ts', 'contract'],
    ['/repo/packages/api-contract/src/entities/money.ts', 'contract'],
    ['/repo/packages/api-contract/src/queries.ts', 'contract'],
    ['/repo/packages/api-contract/src/endpoint-groups/cashier.ts', 'by importers'],
    ['/repo/packages/api-contract/src/entities/promotions.ts', 'by importers'],
  ])('%s goes to %s', (id, group) => {
    expect(workerGroupOf(id)).toBe(group);
  });
});
