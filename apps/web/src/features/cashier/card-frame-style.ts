import { type CardFrameStyle, cardFrameStyleParam } from '@casino/api-contract';
import type { Tokens } from '@casino/ui';

/** Relative luminance of a #rrggbb colour (WCAG), to tell a dark theme from a light one. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The cashier's look, for the payment provider's card frame (issue 18 item 8): the frame sits on the dialog's
 * surface, its fields are raised like the app's inputs, its button is the brand's call to action.
 */
export function cardFrameStyle(tokens: Tokens): CardFrameStyle {
  const { color } = tokens;
  return {
    background: color.surface,
    text: color.text,
    muted: color.textMuted,
    field: color.surfaceRaised,
    border: color.border,
    primary: color.primary,
    onPrimary: color.onPrimary,
    danger: color.danger,
    focus: color.focusRing,
    radius: tokens.radius.md,
    font: tokens.font.body,
    scheme: /^#[0-9a-f]{6}$/i.test(color.surface) && luminance(color.surface) < 0.2 ? 'dark' : 'light',
  };
}

/** The frame's address with the style as its parameters, the frame's own `session` left as it is. */
export function styledFrameUrl(frameUrl: string, style: CardFrameStyle): string {
  const url = new URL(frameUrl);
  for (const [key, value] of Object.entries(style)) {
    url.searchParams.set(cardFrameStyleParam(key as keyof CardFrameStyle), value);
  }
  return url.toString();
}
