import { createBrandTheme } from '../create-brand-theme';
import { lagoonDarkTokens, lagoonTokens } from './tokens';

/** Class name that applies the Lagoon brand to everything below it: light unless `data-color-scheme="dark"`. */
export const lagoonTheme = createBrandTheme('lagoon', { light: lagoonTokens, dark: lagoonDarkTokens }, 'light');
