// The frame past a feature's entry.
import { inner } from '../features/b/deep/er/inner';

export const frame = inner;
