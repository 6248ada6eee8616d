import type { SignUpErrorKey, SignUpForm } from '../sign-up-rules';

/** What a step's fields need to show their messages: the step's problems, and whether each may be shown yet. */
export type FieldErrors = {
  /** The translated message of `field`, once the player has left it (or tried to go on); else undefined. */
  of: (field: keyof SignUpForm) => string | undefined;
  /** Marks a field left, for widgets that are not native inputs (combo boxes, date, gender). */
  touch: (field: keyof SignUpForm) => void;
};

export type ProblemMap = Map<string, SignUpErrorKey>;
