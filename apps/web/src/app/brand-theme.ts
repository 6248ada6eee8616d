import { lagoonTheme } from '@casino/ui/themes/lagoon';
import { royaleTheme } from '@casino/ui/themes/royale';
import { env } from '../config/env';

/** The theme class of the configured brand. */
export const brandTheme = { royale: royaleTheme, lagoon: lagoonTheme }[env.VITE_BRAND];
