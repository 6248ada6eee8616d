// The same import named with the alias.
import { inner } from '@/features/b/deep/er/inner';

export const deepAlias = inner;
