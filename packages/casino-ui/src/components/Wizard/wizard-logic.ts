/** Where a wizard stands: the step shown, counted from 0 and from 1, and whether it is the first or the last. */
export type WizardPosition = {
  /** The step shown, from 0, clamped into the steps that exist. */
  index: number;
  /** The same step counted from 1, for "Step 1 of 2". */
  stepNumber: number;
  stepCount: number;
  isFirst: boolean;
  isLast: boolean;
};

/**
 * Clamps `currentStep` into `0..stepCount - 1` (fractions dropped, anything that is not a number is the first step),
 * so a stale index from the app never shows a missing step.
 */
export function wizardPosition(currentStep: number, stepCount: number): WizardPosition {
  const count = Number.isFinite(stepCount) ? Math.max(0, Math.floor(stepCount)) : 0;
  const last = Math.max(0, count - 1);
  const index = Number.isFinite(currentStep) ? Math.min(Math.max(0, Math.floor(currentStep)), last) : 0;
  return { index, stepNumber: index + 1, stepCount: count, isFirst: index === 0, isLast: index === last };
}

export type ContinueState = {
  /** Continue does nothing when pressed (it stays focusable, marked `aria-disabled`). */
  isBlocked: boolean;
  /** Why Continue is blocked, shown under it and tied to it with `aria-describedby`; undefined when there is none. */
  reason: string | undefined;
};

/**
 * docs/product.md#sign-up: Continue needs valid fields and no pending validation. A running check blocks Continue and explains
 * itself with `validatingText` even when the fields are otherwise valid, because its answer may still be "taken".
 */
export function continueState(options: {
  canContinue: boolean;
  isValidating: boolean;
  continueDisabledReason: string | undefined;
  validatingText: string;
}): ContinueState {
  if (options.isValidating) return { isBlocked: true, reason: options.validatingText };
  if (!options.canContinue) return { isBlocked: true, reason: options.continueDisabledReason || undefined };
  return { isBlocked: false, reason: undefined };
}
