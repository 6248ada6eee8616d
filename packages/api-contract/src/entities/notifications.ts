import { z } from '../zod';
import { currencyCodeSchema, minorUnitsSchema } from './money';
import { limitKindSchema, limitPeriodSchema } from './responsible-gaming';

export { NOTIFICATION_RETENTION_DAYS, NOTIFICATIONS_PER_PAGE } from '../limits';

const money = { amount: minorUnitsSchema, currency: currencyCodeSchema };
const instant = z.string();

/**
 * What each kind of notice says, beside its kind: the client words it in the player's language, so only facts
 * travel. A new kind is added here first; the web app's texts and links are checked against this list.
 */
const PARAMS = {
  'deposit-confirmed': z.object(money),
  'withdrawal-approved': z.object(money),
  'withdrawal-paid': z.object(money),
  'withdrawal-rejected': z.object({ ...money, reason: z.nullable(z.string()) }),
  'withdrawal-cancelled': z.object(money),
  'bonus-expiring': z.object({ title: z.string(), expiresAt: instant }),
  'limit-changed': z.object({
    limit: limitKindSchema,
    period: limitPeriodSchema,
    /** Null: no limit. */
    amount: z.nullable(minorUnitsSchema),
    currency: currencyCodeSchema,
    /** Null when the change applies at once; the instant a raise or a removal takes effect otherwise. */
    effectiveAt: z.nullable(instant),
  }),
  'limit-took-effect': z.object({
    limit: limitKindSchema,
    period: limitPeriodSchema,
    amount: z.nullable(minorUnitsSchema),
    currency: currencyCodeSchema,
  }),
  'verification-approved': z.object({}),
  'verification-rejected': z.object({ reason: z.string() }),
} as const;

export type NotificationKind = keyof typeof PARAMS;
export const NOTIFICATION_KINDS = Object.keys(PARAMS) as NotificationKind[];
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof PARAMS)[K]>;

const notificationOf = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    kind: z.literal(kind),
    params: PARAMS[kind],
    /** ISO instant. */
    createdAt: instant,
    /** ISO instant the player read it; null while unread. */
    readAt: z.nullable(instant),
  });

export const notificationSchema = z.discriminatedUnion('kind', [
  notificationOf('deposit-confirmed'),
  notificationOf('withdrawal-approved'),
  notificationOf('withdrawal-paid'),
  notificationOf('withdrawal-rejected'),
  notificationOf('withdrawal-cancelled'),
  notificationOf('bonus-expiring'),
  notificationOf('limit-changed'),
  notificationOf('limit-took-effect'),
  notificationOf('verification-approved'),
  notificationOf('verification-rejected'),
]);
export type PlayerNotification = z.infer<typeof notificationSchema>;

/** Whether `params` are what a notice of `kind` carries (the API checks what it stores). */
export const isNotificationParams = <K extends NotificationKind>(
  kind: K,
  params: unknown,
): params is NotificationParams<K> => PARAMS[kind].safeParse(params).success;

export const unreadNotificationsSchema = z.object({ unread: z.number().check(z.int(), z.gte(0)) });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;
