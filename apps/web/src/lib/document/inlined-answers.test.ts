import { describe, expect, it } from 'vitest';
import { documentInlinedAnswers, parseInlinedAnswers } from './inlined-answers';

describe('parseInlinedAnswers', () => {
  it.each([
    { case: 'no block', text: null, want: {} },
    { case: 'an empty block', text: '', want: {} },
    { case: 'answers', text: '{"/site":{"status":"success"}}', want: { '/site': { status: 'success' } } },
    { case: 'broken JSON', text: '{"/site":', want: {} },
    { case: 'an array', text: '[1,2]', want: {} },
    { case: 'a string', text: '"x"', want: {} },
    { case: 'null', text: 'null', want: {} },
  ])('reads $case', ({ text, want }) => {
    expect(Object.fromEntries(parseInlinedAnswers(text))).toEqual(want);
  });
});

describe('documentInlinedAnswers', () => {
  it('reads the block once, when first asked, and hands each answer out once', () => {
    let reads = 0;
    const source = documentInlinedAnswers(() => {
      reads += 1;
      return '{"/site":{"status":"success","data":1}}';
    });
    expect(reads).toBe(0);
    expect(source.take('/games')).toBeUndefined();
    expect(source.take('/site')).toEqual({ status: 'success', data: 1 });
    expect(source.take('/site')).toBeUndefined();
    expect(reads).toBe(1);
  });
});
