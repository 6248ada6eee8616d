import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useMemo } from 'react';
import { useCasinoMessages } from '../../theme/i18n';
import { type CasinoUIMessages, defaultMessages, formatMessage } from '../../theme/messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { icon, item, list } from './PasswordChecklist.css';
import { type PasswordChecklistPolicy, type PasswordRuleId, passwordChecks } from './password-checklist-logic';

/**
 * Text of each checklist rule, for translation. `{minLength}` and `{specialCharacters}` are filled from the policy, so
 * a translation never repeats the policy's numbers.
 */
export type PasswordChecklistLabels = Record<PasswordRuleId, string>;

/** The password rules (docs/product.md#validation), in their English wording, with the policy's placeholders. */
export const defaultPasswordChecklistLabels: PasswordChecklistLabels = ruleLabels(defaultMessages.passwordChecklist);

function ruleLabels(texts: CasinoUIMessages['passwordChecklist']): PasswordChecklistLabels {
  const { minLength, letter, number, uppercase, lowercase, allowedCharacters } = texts;
  return { minLength, letter, number, uppercase, lowercase, allowedCharacters };
}

export type PasswordChecklistProps = {
  /** The password being typed. */
  password: string;
  /** The product's password policy, which the rules are checked against and whose numbers their texts show. */
  policy: PasswordChecklistPolicy;
  /**
   * Text of each rule; missing keys keep the English default.
   * @default defaultPasswordChecklistLabels
   */
  labels?: Partial<PasswordChecklistLabels>;
  /**
   * Accessible name of the list.
   * @default 'Password requirements'
   */
  listLabel?: string;
  /**
   * Screen-reader text after a rule that is met.
   * @default 'met'
   */
  metLabel?: string;
  /**
   * Screen-reader text after a rule that is not met.
   * @default 'not met'
   */
  notMetLabel?: string;
  /**
   * Announce rules as they change while the visitor types (a polite live region). Turn it off when the password
   * field already points at the list with `aria-describedby={id}`, or the rules would be read twice.
   * @default true
   */
  announceChanges?: boolean;
  /**
   * Id of the list, for the password field's `aria-describedby`.
   * @default undefined
   */
  id?: string;
  /**
   * Extra class names for the list.
   * @default undefined
   */
  className?: string;
};

/** Shows, as the visitor types, which password rules of docs/product.md#validation are met. */
export function PasswordChecklist(props: PasswordChecklistProps) {
  const m = useCasinoMessages().passwordChecklist;
  const {
    password,
    policy,
    labels,
    listLabel = m.list,
    metLabel = m.met,
    notMetLabel = m.notMet,
    announceChanges = true,
    id,
    className,
  } = props;
  const checks = useMemo(() => passwordChecks(password, policy), [password, policy]);
  const text = { ...ruleLabels(m), ...labels };
  return (
    <ul
      id={id}
      aria-label={listLabel}
      aria-live={announceChanges ? 'polite' : undefined}
      className={clsx(list, className)}
    >
      {checks.map(({ id: ruleId, met }) => {
        const Icon = met ? Check : X;
        return (
          <li key={ruleId} className={item} data-met={met || undefined} data-rule={ruleId}>
            <Icon className={icon} size={16} strokeWidth={2.5} aria-hidden="true" />
            <span>
              {formatMessage(text[ruleId], policy)}
              <VisuallyHidden>{`: ${met ? metLabel : notMetLabel}`}</VisuallyHidden>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
