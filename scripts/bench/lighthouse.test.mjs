import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lighthouseFigures } from './lighthouse.mjs';

const result = (audits, score = 0.873) => ({ categories: { performance: { score } }, audits });
const lcpBreakdown = {
  details: {
    type: 'list',
    items: [
      { type: 'table', items: [] },
      { type: 'node', selector: 'main > img', snippet: '<img src="/cdn/games/a.svg">' },
    ],
  },
};

describe('lighthouseFigures', () => {
  it('reads the score as 0-100, the metric values and the LCP element of Lighthouse 13', () => {
    const figures = lighthouseFigures(
      result({
        'first-contentful-paint': { numericValue: 812.4 },
        'largest-contentful-paint': { numericValue: 1650 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'lcp-breakdown-insight': lcpBreakdown,
      }),
    );
    assert.deepEqual(figures, {
      score: 87,
      fcp: 812.4,
      lcp: 1650,
      tbt: 120,
      cls: 0.004,
      lcpElement: '<img src="/cdn/games/a.svg">',
    });
  });

  it('gives NaN for a metric Lighthouse could not measure, and no element when it named none', () => {
    const figures = lighthouseFigures(result({ 'first-contentful-paint': { numericValue: 900 } }, null));
    assert.ok(Number.isNaN(figures.score));
    assert.ok(Number.isNaN(figures.lcp));
    assert.equal(figures.fcp, 900);
    assert.equal(figures.lcpElement, undefined);
  });
});
