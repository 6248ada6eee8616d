import { createBrandTheme } from '../create-brand-theme';
import { royaleLightTokens, royaleTokens } from './tokens';

/** Class name that applies the Royale brand to everything below it: dark unless `data-color-scheme="light"`. */
export const royaleTheme = createBrandTheme('royale', { dark: royaleTokens, light: royaleLightTokens }, 'dark');
