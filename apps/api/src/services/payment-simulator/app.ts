import { randomBytes } from 'node:crypto';
import { readCardFrameStyle } from '@casino/api-contract';
import valid from 'card-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { confirmCardToken, findCardSession, findCardToken, insertCardToken } from '../../db/queries/cashier';
import type { Db } from '../../db/sql';
import { outcomeOf, TEST_CHALLENGE_CODE } from '../cashier/test-cards';
import { framePage } from './frame-page';
import { FRAME_SCRIPT } from './frame-script';

/** A card session is open this long for the player to type the card. */
export const CARD_SESSION_TTL_MS = 30 * 60_000;

const tokenRequestSchema = z.object({
  session: z.string(),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  holder: z.string().max(100),
});

type FieldErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'holder', string>>;

/** A card is good through the last day of its expiry month; `now` comes from the app's clock, so tests can move it. */
const isExpired = (month: number, year: number, now: Date) =>
  year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

/**
 * Checks the card the way a provider's form does, with card-validator (Luhn, known brand, expiry in the future,
 * CVC length for the brand, a holder name); the expiry against the simulator's clock). Only Visa and Mastercard are accepted (docs/product.md#dialogs-and-widgets).
 */
export function checkCard(input: z.infer<typeof tokenRequestSchema>, now: Date) {
  const errors: FieldErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  const number = valid.number(digits);
  const type = number.card?.type;
  const brand: 'visa' | 'mastercard' | null = type === 'visa' || type === 'mastercard' ? type : null;
  if (!digits) errors.number = 'Enter the card number';
  else if (!/^\d+$/.test(digits) || !number.isValid) errors.number = 'This card number is not valid';
  else if (!brand) errors.number = 'Only Visa and Mastercard are accepted';

  const expiryText = input.expiry.trim();
  const expiryParts = /^(\d{2})\/(\d{2})$/.exec(expiryText);
  const monthOk = expiryParts !== null && Number(expiryParts[1]) >= 1 && Number(expiryParts[1]) <= 12;
  if (!expiryText) errors.expiry = 'Enter the expiry date';
  else if (!expiryParts || !monthOk) errors.expiry = 'Enter the expiry as MM/YY';
  else if (isExpired(Number(expiryParts[1]), 2000 + Number(expiryParts[2]), now))
    errors.expiry = 'This card has expired';

  const cvcLength = number.card?.code.size ?? 3;
  if (!input.cvc.trim()) errors.cvc = 'Enter the CVC';
  else if (!valid.cvv(input.cvc.trim(), cvcLength).isValid) errors.cvc = `The CVC is ${cvcLength} digits`;

  if (!input.holder.trim()) errors.holder = 'Enter the name on the card';
  else if (!valid.cardholderName(input.holder.trim()).isValid) errors.holder = 'Enter the name as it is on the card';

  if (Object.keys(errors).length > 0 || !brand) return { ok: false as const, errors };
  const [month, year] = expiryText.split('/').map(Number) as [number, number];
  return { ok: true as const, brand, digits, expMonth: month, expYear: 2000 + year, holder: input.holder.trim() };
}

/**
 * The payment provider's side of a card deposit, served on its own origin (PAYMENT_SIMULATOR_URL) like a real
 * provider's hosted fields: the frame page, its script, and the token calls the frame makes. It shares the
 * database with the API only to hand over tokens; the card number is checked here and dropped.
 */
export function createPaymentSimulatorApp({ db, clock = Date.now }: { db: Db; clock?: Clock }) {
  const app = new Hono();
  const liveSession = async (id: string) => {
    const session = await findCardSession(db, id);
    return session && clock() - session.created_at <= CARD_SESSION_TTL_MS ? session : undefined;
  };

  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get('/frame', async (c) => {
    const session = await liveSession(c.req.query('session') ?? '');
    if (!session) return c.text('This payment session has expired. Close it and start the deposit again.', 404);
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'unsafe-inline'",
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        `frame-ancestors ${session.parent_origin}`,
      ].join('; '),
    );
    // The page's brand, as URL parameters; each value is checked on its own and a bad one is dropped (docs/product.md#cashier).
    const style = readCardFrameStyle(new URL(c.req.url).searchParams);
    return c.html(framePage(session.id, session.parent_origin, style));
  });

  app.get('/frame.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(FRAME_SCRIPT);
  });

  app.post('/frame/tokens', async (c) => {
    const parsed = tokenRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ errors: { number: 'Enter the card details' } }, 400);
    const session = await liveSession(parsed.data.session);
    if (!session) return c.json({ errors: { number: 'This payment session has expired. Start again.' } }, 404);
    const card = checkCard(parsed.data, new Date(clock()));
    if (!card.ok) return c.json({ errors: card.errors }, 422);
    const outcome = outcomeOf(card.digits);
    const token = `tok_${randomBytes(18).toString('hex')}`;
    const last4 = card.digits.slice(-4);
    await insertCardToken(db, {
      token,
      session_id: session.id,
      brand: card.brand,
      last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      holder: card.holder,
      decline_reason: outcome.kind === 'decline' ? outcome.reason : null,
      challenge_code: outcome.kind === 'challenge' ? TEST_CHALLENGE_CODE : null,
      confirmed: outcome.kind === 'challenge' ? 0 : 1,
      created_at: clock(),
    });
    return c.json({ token, brand: card.brand, last4, challenge: outcome.kind === 'challenge' });
  });

  app.post('/frame/tokens/:token/confirm', async (c) => {
    const body = z.object({ code: z.string().max(20) }).safeParse(await c.req.json().catch(() => null));
    const token = await findCardToken(db, c.req.param('token'));
    if (!token || !(await liveSession(token.session_id)))
      return c.json({ error: 'This payment session has expired' }, 404);
    if (!body.success || body.data.code.trim() !== token.challenge_code) {
      return c.json({ error: 'The confirmation code is not right' }, 422);
    }
    await confirmCardToken(db, token.token);
    return c.json({ token: token.token, brand: token.brand, last4: token.last4 });
  });

  return app;
}
