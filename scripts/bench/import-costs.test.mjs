import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { overImportBudget } from './import-costs.mjs';

describe('overImportBudget', () => {
  const budgets = { Button: 3072, Pagination: 4096 };
  const cases = [
    ['both within budget', { Button: 3072, Pagination: 10 }, []],
    ['one over', { Button: 3073, Pagination: 10 }, ['@casino/ui Button alone: 3.0 KiB gzip > budget 3.0 KiB']],
    [
      'both over',
      { Button: 12_186, Pagination: 5120 },
      [
        '@casino/ui Button alone: 11.9 KiB gzip > budget 3.0 KiB',
        '@casino/ui Pagination alone: 5.0 KiB gzip > budget 4.0 KiB',
      ],
    ],
    ['a budgeted component not measured', { Button: 10 }, ['@casino/ui Pagination alone: not measured']],
  ];
  for (const [name, measured, expected] of cases) {
    it(name, () => assert.deepEqual(overImportBudget(measured, budgets), expected));
  }
});
