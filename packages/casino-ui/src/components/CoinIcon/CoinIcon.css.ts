import { style } from '@vanilla-extract/css';

// The artwork carries its own colours (they are the coins' logos); the wrapper only keeps it from shrinking in a
// flex row and lines it up with text.
export const root = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });
