import type { Answer } from './test-app';

/** How many answers of a burst had each status: `{ 401: 5, 429: 55 }`. */
export function countByStatus(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
