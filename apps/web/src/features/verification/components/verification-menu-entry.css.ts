import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

// The status goes under the words: a menu is narrow, and the pill beside them would squeeze or wrap them. Doubled,
// so it wins over the menu's own entry style whichever stylesheet arrives first.
export const link = style({
  selectors: {
    '&&': {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'center',
      gap: vars.space.xs,
      paddingBlock: vars.space.xs,
    },
  },
});
