export {
  defaultPasswordChecklistLabels,
  PasswordChecklist,
  type PasswordChecklistLabels,
  type PasswordChecklistProps,
} from './PasswordChecklist';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordCheck,
  type PasswordRuleId,
  passwordChecks,
  passwordRuleIds,
} from './password-checklist-logic';
