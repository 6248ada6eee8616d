import { brandDefinition } from 'virtual:brand';
import type { ColorScheme, Tokens } from '@casino/ui';

/** The configured brand's tokens in its light and dark scheme (the documents' theme-color, one per scheme). */
export const brandSchemes: Record<ColorScheme, Tokens> = brandDefinition.schemes;

/** The scheme the brand shows when nothing chose one. */
export const brandDefaultScheme: ColorScheme = brandDefinition.defaultScheme;

/** The brand's tokens in its default scheme, for what the theme's CSS cannot reach (a third party's frame). */
export const brandTokens: Tokens = brandSchemes[brandDefaultScheme];
