import { defaultMessages, formatMessage, formatPlural, mergeMessages } from './messages';

describe('formatMessage', () => {
  it.each([
    ['Page {page}', { page: 3 }, 'Page 3'],
    ['Step {step} of {total}', { step: 1, total: 2 }, 'Step 1 of 2'],
    ['Minimum amount is {amount}', { amount: '10,00 €' }, 'Minimum amount is 10,00 €'],
    ['No placeholders', { page: 1 }, 'No placeholders'],
    ['Missing {value} stays', {}, 'Missing {value} stays'],
    ['{a}{a}', { a: 'x' }, 'xx'],
  ])('%s with %j gives %s', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});

describe('formatPlural', () => {
  const forms = { one: '{count} game found', other: '{count} games found' };
  it.each([
    [1, 'en-US', '1 game found'],
    [0, 'en-US', '0 games found'],
    [2, 'en-US', '2 games found'],
    [1234, 'en-US', '1,234 games found'],
    [1234, 'de-DE', '1.234 games found'],
    [1, 'not a locale!!', '1 games found'],
  ])('%i in %s gives %s', (count, locale, expected) => {
    expect(formatPlural(forms, count, locale)).toBe(expected);
  });

  it('falls back to `other` when the locale needs a form the text lacks', () => {
    expect(formatPlural({ other: '{count} Spiele' }, 1, 'de-DE')).toBe('1 Spiele');
  });
});

describe('mergeMessages', () => {
  it('keeps the English defaults when nothing is given', () => {
    expect(mergeMessages(defaultMessages, undefined)).toBe(defaultMessages);
  });

  it('replaces only the texts given, group by group', () => {
    const merged = mergeMessages(defaultMessages, { pagination: { next: 'Weiter' } });
    expect(merged.pagination).toEqual({ ...defaultMessages.pagination, next: 'Weiter' });
    expect(merged.modal).toBe(defaultMessages.modal);
  });

  it('ignores undefined texts and unknown groups instead of erasing or inventing', () => {
    const merged = mergeMessages(defaultMessages, {
      modal: { close: undefined },
      ...({ unknown: { text: 'x' } } as object),
    });
    expect(merged.modal.close).toBe('Close');
    expect(merged).not.toHaveProperty('unknown');
  });
});
