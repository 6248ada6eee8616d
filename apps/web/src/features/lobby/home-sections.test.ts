import { homeSectionSchema } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS } from './home-sections';

describe('home sections', () => {
  it.each(HOME_SECTIONS.map((section) => [section.id, section] as const))('%s matches the contract', (_, section) => {
    expect(homeSectionSchema.parse(section)).toEqual(section);
  });

  it('each has its own id', () => {
    expect(new Set(HOME_SECTIONS.map((section) => section.id)).size).toBe(HOME_SECTIONS.length);
  });
});
