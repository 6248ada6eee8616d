import { cardBrandSchema } from '@casino/api-contract';
import { z } from '@/lib/zod';

/**
 * What the hosted card frame may tell the page (docs/product.md#cashier). Only the brand and, at the end, a token with the last
 * four digits: the card number stays in the provider's frame. Anything else is ignored.
 */
export const cardFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('casino-card-ready') }),
  z.object({ type: z.literal('casino-card-brand'), brand: z.nullable(cardBrandSchema) }),
  z.object({ type: z.literal('casino-card-challenge') }),
  z.object({ type: z.literal('casino-card-reset') }),
  z.object({
    type: z.literal('casino-card-token'),
    token: z.string().min(1),
    brand: cardBrandSchema,
    last4: z.string().regex(/^\d{4}$/),
  }),
]);
export type CardFrameMessage = z.infer<typeof cardFrameMessageSchema>;

/** A message counts only from the frame's own window and origin. */
export function readCardFrameMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: { origin: string; window: unknown },
): CardFrameMessage | null {
  if (event.origin !== frame.origin || event.source !== frame.window || frame.window == null) return null;
  const parsed = cardFrameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
