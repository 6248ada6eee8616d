import { lagoonTokens } from '@casino/ui/themes/lagoon';
import { royaleTokens } from '@casino/ui/themes/royale';
import { env } from './env';

/** The configured brand's design tokens, for what the theme's CSS cannot reach (a third party's frame). */
export const brandTokens = { royale: royaleTokens, lagoon: lagoonTokens }[env.VITE_BRAND];
