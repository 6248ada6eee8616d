import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { COLOR_SCHEME_ATTRIBUTE, type ColorScheme, colorSchemes } from '../theme/color-scheme';
import { vars } from '../theme/contract.css';
import type { Tokens } from '../theme/tokens';

/**
 * A brand's theme class (call it from a `.css.ts` file). The class alone applies `defaultScheme`; a
 * `data-color-scheme` attribute on an ancestor (the document) or on the themed element itself switches colours and
 * shadows to the other scheme's tokens, so one prerendered document serves both schemes. CSS `color-scheme` follows,
 * so form controls and scrollbars match.
 */
export function createBrandTheme(
  name: string,
  schemes: Record<ColorScheme, Tokens>,
  defaultScheme: ColorScheme,
): string {
  const theme = createTheme(vars, schemes[defaultScheme], name);
  globalStyle(theme, { colorScheme: defaultScheme });
  for (const scheme of colorSchemes) {
    const attribute = `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`;
    // The element's own attribute (a provider's `colorScheme`) beats an ancestor's: the doubled class adds specificity.
    globalStyle(`${attribute} ${theme}, ${theme}${theme}${attribute}`, {
      colorScheme: scheme,
      vars: {
        ...assignVars(vars.color, schemes[scheme].color),
        ...assignVars(vars.shadow, schemes[scheme].shadow),
      },
    });
  }
  return theme;
}
