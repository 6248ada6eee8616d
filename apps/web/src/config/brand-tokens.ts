import { lagoonDefaultScheme, lagoonSchemes, lagoonTokens } from '@casino/ui/themes/lagoon';
import { royaleDefaultScheme, royaleSchemes, royaleTokens } from '@casino/ui/themes/royale';
import { env } from './env';

/** The configured brand's design tokens, for what the theme's CSS cannot reach (a third party's frame). */
export const brandTokens = { royale: royaleTokens, lagoon: lagoonTokens }[env.VITE_BRAND];

/** The configured brand's tokens in its light and dark scheme (the documents' theme-color, one per scheme). */
export const brandSchemes = { royale: royaleSchemes, lagoon: lagoonSchemes }[env.VITE_BRAND];

/** The scheme the brand shows when nothing chose one (its tokens are `brandTokens`). */
export const brandDefaultScheme = { royale: royaleDefaultScheme, lagoon: lagoonDefaultScheme }[env.VITE_BRAND];
