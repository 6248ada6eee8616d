import { z } from '../zod';

/**
 * How the page styles the payment provider's hosted card frame, as real providers' hosted fields take a style
 * (docs/product.md#cashier). Passed as URL parameters of the frame's address. Every value is a colour, a length, a font-family
 * list or a colour scheme, checked character by character: nothing here can carry a CSS rule, a url() or a quote that
 * ends a declaration.
 */
const colour = z
  .string()
  .check(
    z.regex(
      /^(#[0-9a-fA-F]{3,4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/,
    ),
  );
const length = z.string().check(z.regex(/^(0|\d{1,3}(\.\d{1,3})?(px|rem|em))$/));
/** Family names and generic families, comma-separated, quoted with single quotes only: `'Inter', system-ui`. */
const fontFamily = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(/^(\s*('[A-Za-z0-9 -]+'|[A-Za-z0-9-]+)\s*)(,\s*('[A-Za-z0-9 -]+'|[A-Za-z0-9-]+)\s*)*$/),
  );

export const cardFrameStyleSchema = z.object({
  /** Behind the fields: the cashier dialog's surface. */
  background: colour,
  text: colour,
  /** Help and secondary text. */
  muted: colour,
  /** Field background. */
  field: colour,
  border: colour,
  /** The frame's button. */
  primary: colour,
  onPrimary: colour,
  /** Field errors. */
  danger: colour,
  focus: colour,
  radius: length,
  font: fontFamily,
  scheme: z.enum(['light', 'dark']),
});
export type CardFrameStyle = z.infer<typeof cardFrameStyleSchema>;

/** The URL parameter of each style value (`fs-` keeps them apart from the frame's own `session`). */
export const cardFrameStyleParam = (key: keyof CardFrameStyle) => `fs-${key}`;
export const CARD_FRAME_STYLE_KEYS = Object.keys(cardFrameStyleSchema.shape) as (keyof CardFrameStyle)[];

/**
 * The valid values among a frame address's parameters (a URLSearchParams); anything else is dropped one by one, so one bad value
 * leaves the frame's own default for that value only.
 */
export function readCardFrameStyle(params: { get(name: string): string | null }): Partial<CardFrameStyle> {
  const style: Partial<Record<keyof CardFrameStyle, string>> = {};
  for (const key of CARD_FRAME_STYLE_KEYS) {
    const raw = params.get(cardFrameStyleParam(key));
    const parsed = raw === null ? undefined : cardFrameStyleSchema.shape[key].safeParse(raw);
    if (parsed?.success) style[key] = parsed.data;
  }
  return style as Partial<CardFrameStyle>;
}
