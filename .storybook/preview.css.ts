import { style } from '@vanilla-extract/css';
import { vars } from '../packages/casino-ui/src/theme/contract.css';

// Stories render full-bleed so the brand's background fills the canvas; the padding replaces Storybook's own.
export const canvas = style({ minHeight: '100vh', padding: vars.space.xl });

// In docs pages many stories share one page: no full-height boxes there.
export const docs = style({ padding: vars.space.lg });
