import { z } from '../../lib/zod';

/** What the demo slot posts to the page that framed it after a real-money spin. */
const balanceMessageSchema = z.object({ type: z.literal('casino:balance-changed') });

export const isBalanceMessage = (data: unknown): boolean => balanceMessageSchema.safeParse(data).success;
