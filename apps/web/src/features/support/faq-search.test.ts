import { describe, expect, it } from 'vitest';
import { type FaqItem, searchFaq } from './faq-search';

const items: FaqItem[] = [
  { id: 'a', question: 'Can I cancel a withdrawal?', answer: 'While it is pending.' },
  { id: 'b', question: 'How long does a deposit take?', answer: 'Card deposits arrive at once.' },
  { id: 'c', question: 'Café bonus?', answer: 'Wagering 30×.' },
];

describe('searchFaq', () => {
  it.each([
    ['', ['a', 'b', 'c']],
    ['   ', ['a', 'b', 'c']],
    ['withdraw', ['a']],
    ['WITHDRAWAL cancel', ['a']],
    ['pending', ['a']],
    ['deposit card', ['b']],
    ['cafe', ['c']],
    ['deposit withdrawal', []],
    ['roulette', []],
  ])('%j finds %j', (term, ids) => {
    expect(searchFaq(items, term).map((item) => item.id)).toEqual(ids);
  });
});
