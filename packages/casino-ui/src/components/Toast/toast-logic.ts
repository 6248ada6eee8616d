/** The kinds of toast: `info` and `success` are announced politely, `error` assertively. */
export const toastTones = ['info', 'success', 'error'] as const;

export type ToastTone = (typeof toastTones)[number];

/** How long an info or success toast stays, in ms. Five seconds is react-aria's minimum for readable toasts. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

/**
 * How long an error toast stays: `null`, until the player dismisses it. An error ("Failed to cancel withdrawal",
 * docs/product.md#error-texts) usually asks the player to do something, and a message that vanishes on its own may be gone before a slow
 * reader or a screen-magnifier user finds it (WCAG 2.2.1 Timing Adjustable).
 */
export const DEFAULT_ERROR_TOAST_DURATION_MS: number | null = null;

/** How many toasts show at once; newer ones push older ones into a queue that shows them as space frees up. */
export const DEFAULT_MAX_VISIBLE_TOASTS = 3;

export type ToastDurationDefaults = {
  /** For info and success toasts. */
  durationMs: number | null;
  /** For error toasts. */
  errorDurationMs: number | null;
};

/**
 * The auto-dismiss delay of one toast in ms, or `undefined` when it stays until dismissed. A delay given for the
 * toast wins over the provider's default for its tone; `null` or a non-positive delay means "stay".
 */
export function resolveToastTimeout(
  tone: ToastTone,
  durationMs: number | null | undefined,
  defaults: ToastDurationDefaults,
): number | undefined {
  const chosen =
    durationMs !== undefined ? durationMs : tone === 'error' ? defaults.errorDurationMs : defaults.durationMs;
  return chosen != null && Number.isFinite(chosen) && chosen > 0 ? chosen : undefined;
}
