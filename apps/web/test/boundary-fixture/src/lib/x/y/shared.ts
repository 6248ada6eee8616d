// A shared piece importing a feature, even through its entry.
import { a } from '@/features/a';

export const shared = a;
