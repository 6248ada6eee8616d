import { type CardFrameStyle, cardFrameStyleParam } from '@casino/api-contract';
import type { ColorScheme, Tokens } from '@casino/ui';

/**
 * The cashier's look, for the payment provider's card frame (docs/product.md#cashier): the frame sits on the dialog's
 * surface, its fields are raised like the app's inputs, its button is the brand's call to action, and it is drawn in
 * the page's colour scheme (`tokens` are that scheme's).
 */
export function cardFrameStyle(tokens: Tokens, scheme: ColorScheme): CardFrameStyle {
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
    scheme,
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
