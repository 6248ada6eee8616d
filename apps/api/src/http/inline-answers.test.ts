import { describe, expect, it } from 'vitest';
import { inlineAnswers } from './inline-answers';

const block = (json: string) => `<script type="application/json" id="inlined-answers">${json}</script>`;

describe('inlineAnswers', () => {
  it.each([
    {
      case: 'before the first script of the head',
      html: '<html><head><title>x</title><script src="/b.js"></script></head><body></body></html>',
      want: `<html><head><title>x</title>${block('{"/site":1}')}\n    <script src="/b.js"></script></head><body></body></html>`,
    },
    {
      case: 'before </head> when the head has no script',
      html: '<html><head><title>x</title></head><body><script src="/a.js"></script></body></html>',
      want: `<html><head><title>x</title>${block('{"/site":1}')}\n    </head><body><script src="/a.js"></script></body></html>`,
    },
    {
      case: 'nowhere in a page without a head',
      html: '<div id="root"></div>',
      want: '<div id="root"></div>',
    },
  ])('places the data block $case', ({ html, want }) => {
    expect(inlineAnswers(html, { '/site': 1 })).toBe(want);
  });
});
