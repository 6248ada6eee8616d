// A feature reaching up into the app frame.
import { frame } from '@/app/frame';

export const deepApp = frame;
