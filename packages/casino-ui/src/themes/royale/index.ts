import type { ColorScheme } from '../../theme/color-scheme';
import type { Tokens } from '../../theme/tokens';
import { royaleLightTokens, royaleTokens } from './tokens';

export { royaleTheme } from './theme.css';
export { royaleLightTokens, royaleTokens } from './tokens';
/** Royale's tokens in each scheme; `royaleTokens` is the dark one, the brand's default. */
export const royaleSchemes: Record<ColorScheme, Tokens> = { dark: royaleTokens, light: royaleLightTokens };
/** The scheme `royaleTheme` shows without a `data-color-scheme` attribute. */
export const royaleDefaultScheme: ColorScheme = 'dark';
