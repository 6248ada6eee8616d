export type FaqItem = { id: string; question: string; answer: string };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The questions whose question or answer contains every word of the term, ignoring case and accents
 * ("Withdraw cancel" finds "Can I cancel a withdrawal?"). A blank term keeps them all.
 */
export function searchFaq(items: readonly FaqItem[], term: string): FaqItem[] {
  const words = fold(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = fold(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
