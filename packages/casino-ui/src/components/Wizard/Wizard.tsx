import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { formatMessage } from '../../theme/messages';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import { SpinnerGlyph } from '../Spinner';
import { backButton, body, continueGroup, footer, heading, reason as reasonClass, root } from './Wizard.css';
import { continueState, wizardPosition } from './wizard-logic';

/** One step of a wizard: a stable id (used as the React key of its content) and its visible title. */
export type WizardStep = { id: string; title: string };

export type WizardProps = {
  /** The steps in order, at least one; the sign-up has two (docs/product.md#sign-up). */
  steps: WizardStep[];
  /** Index of the step shown, from 0. A value outside the steps is clamped. */
  currentStep: number;
  /** The current step's content (fields). */
  children: ReactNode;
  /**
   * Called when Back is pressed. Back is not shown on the first step: there is nothing to go back to, and a control
   * that does nothing is one more stop for keyboard users.
   * @default undefined
   */
  onBack?: () => void;
  /**
   * Called when Continue (or `finishLabel` on the last step) is pressed and not blocked.
   * @default undefined
   */
  onContinue?: () => void;
  /** Whether the step's fields are valid so Continue may proceed (docs/product.md#sign-up). */
  canContinue: boolean;
  /**
   * Why Continue is blocked while `canContinue` is false, such as "Fill in every field to continue". Shown under the
   * button and read as its description.
   * @default undefined
   */
  continueDisabledReason?: string;
  /**
   * An asynchronous check is running (email or username taken?). Blocks Continue, shows a spinner in it and
   * `validatingText` under it. Also fits the final request ("Creating account…" as `validatingText`).
   * @default false
   */
  isValidating?: boolean;
  /**
   * The reason shown while `isValidating`.
   * @default 'Checking…'
   */
  validatingText?: string;
  /**
   * Text of the forward button on every step but the last.
   * @default 'Continue'
   */
  continueLabel?: string;
  /**
   * Text of the forward button on the last step, such as "Create account".
   * @default continueLabel
   */
  finishLabel?: string;
  /**
   * Text of the Back button.
   * @default 'Back'
   */
  backLabel?: string;
  /**
   * Accessible name of the progress bar, for screen readers only (the step text is visible).
   * @default 'Progress'
   */
  progressLabel?: string;
  /**
   * Visible step text above the title, also read as the progress bar's value.
   * @default (step, total) => `Step ${step} of ${total}`
   */
  formatStepText?: (step: number, total: number) => string;
  /**
   * Level of the step title heading: 2 on a page, 3 inside a modal whose title is the `h2`.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * `submit` when the wizard sits inside the app's `<form>`: Enter in a field then continues, through the form's
   * submit. Handle the step change in `onSubmit` and leave `onContinue` out, or it runs twice. A blocked Continue
   * stops the submit either way.
   * @default 'button'
   */
  continueType?: 'button' | 'submit';
  /**
   * Moves focus to the new step's title when the step changes, so screen readers announce the new step and keyboard
   * users start from its top. Turn it off to focus something else yourself, such as the first field with an error.
   * @default true
   */
  focusTitleOnStepChange?: boolean;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/**
 * A presentational frame for a multi-step flow such as the two-step sign-up (docs/product.md#dialogs-and-widgets): progress bar with the step
 * text, the step title as a heading, the step's content, and Back / Continue. It holds no state: the app owns the
 * step index and the validity of its fields.
 *
 * A blocked Continue stays focusable and is marked `aria-disabled` rather than `disabled`: keyboard and screen-reader
 * users can still reach it and hear why it is blocked, and focus is not lost when a check starts after they pressed
 * it.
 */
export function Wizard(props: WizardProps) {
  const m = useCasinoMessages().wizard;
  const {
    steps,
    currentStep,
    children,
    onBack,
    onContinue,
    canContinue,
    continueDisabledReason,
    isValidating = false,
    validatingText = m.validating,
    continueLabel = m.continue,
    finishLabel,
    backLabel = m.back,
    progressLabel = m.progress,
    formatStepText = (step: number, total: number) => formatMessage(m.step, { step, total }),
    headingLevel = 2,
    continueType = 'button',
    focusTitleOnStepChange = true,
    className,
  } = props;
  const position = wizardPosition(currentStep, steps.length);
  const step = steps[position.index];
  const { isBlocked, reason } = continueState({ canContinue, isValidating, continueDisabledReason, validatingText });
  const reasonId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStepRef = useRef(position.index);

  useEffect(() => {
    if (shownStepRef.current === position.index) return;
    shownStepRef.current = position.index;
    if (focusTitleOnStepChange) headingRef.current?.focus();
  }, [position.index, focusTitleOnStepChange]);

  if (!step) return null;

  const Heading = `h${headingLevel}` as const;

  return (
    <div className={clsx(root, className)}>
      <ProgressBar
        label={progressLabel}
        hideLabel
        value={position.stepNumber}
        minValue={0}
        maxValue={position.stepCount}
        valueText={formatStepText(position.stepNumber, position.stepCount)}
      />
      <Heading ref={headingRef} tabIndex={-1} className={heading}>
        {step.title}
      </Heading>
      <div key={step.id} className={body}>
        {children}
      </div>
      <div className={footer}>
        {position.isFirst ? null : (
          <Button variant="secondary" className={backButton} onPress={onBack}>
            {backLabel}
          </Button>
        )}
        <div className={continueGroup}>
          <Button
            type={continueType}
            fullWidth
            aria-disabled={isBlocked || undefined}
            // Forces the dimmed look without native `disabled`, which would drop focus (see the component's JSDoc).
            data-disabled={isBlocked || undefined}
            aria-describedby={reason ? reasonId : undefined}
            startIcon={isValidating ? <SpinnerGlyph size="sm" /> : undefined}
            onPress={() => {
              if (!isBlocked) onContinue?.();
            }}
            onClick={(event) => {
              // Also stops a submit, including the implicit one from Enter in a field, which clicks this button.
              if (isBlocked) event.preventDefault();
            }}
          >
            {position.isLast ? (finishLabel ?? continueLabel) : continueLabel}
          </Button>
          {reason ? (
            <p id={reasonId} className={reasonClass}>
              {reason}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
