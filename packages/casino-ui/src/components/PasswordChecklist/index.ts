export {
  defaultPasswordChecklistLabels,
  PasswordChecklist,
  type PasswordChecklistLabels,
  type PasswordChecklistProps,
} from './PasswordChecklist';
export {
  type PasswordCheck,
  type PasswordChecklistPolicy,
  type PasswordRuleId,
  passwordChecks,
  passwordRuleIds,
} from './password-checklist-logic';
