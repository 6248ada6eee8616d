import type { ColorScheme } from '../../theme/color-scheme';
import type { Tokens } from '../../theme/tokens';
import { lagoonDarkTokens, lagoonTokens } from './tokens';

export { lagoonTheme } from './theme.css';
export { lagoonDarkTokens, lagoonTokens } from './tokens';
/** Lagoon's tokens in each scheme; `lagoonTokens` is the light one, the brand's default. */
export const lagoonSchemes: Record<ColorScheme, Tokens> = { light: lagoonTokens, dark: lagoonDarkTokens };
/** The scheme `lagoonTheme` shows without a `data-color-scheme` attribute. */
export const lagoonDefaultScheme: ColorScheme = 'light';
