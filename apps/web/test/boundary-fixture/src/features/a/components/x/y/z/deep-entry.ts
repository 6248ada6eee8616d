// Allowed: another feature through its entry, and this feature's own files at any depth.
import { inner } from '@/features/b';
import { a } from '../../../../index';

export const deepEntry = inner + a;
