import { PASSWORD_POLICY } from '@casino/api-contract/password-policy';
import { PasswordChecklist, PasswordInput, Select, TextField } from '@casino/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckStatus, CredentialCheck } from '../api/credential-check';
import { normalizeUsername, type SignUpForm } from '../sign-up-rules';
import type { FieldErrors } from './field-errors';
import * as styles from './sign-up.css';

type Props = {
  errors: FieldErrors;
  email: CredentialCheck;
  username: CredentialCheck;
  passwordStatus: CheckStatus;
  currencies: readonly string[];
  /** Why the list is the fallback one (docs/product.md#error-texts); shown under the field. */
  currenciesNotice?: string;
};

/** Step 1 (docs/product.md#sign-up): email, username, password and its confirmation, currency. */
export function AccountStep({ errors, email, username, passwordStatus, currencies, currenciesNotice }: Props) {
  const { t } = useTranslation();
  const { register, watch } = useFormContext<SignUpForm>();
  const statusLabels = {
    validating: t('signUp.status.validating'),
    valid: t('signUp.status.valid'),
    invalid: t('signUp.status.invalid'),
  };
  const availability = (check: CredentialCheck, which: 'email' | 'username') => {
    if (check.failure === 'taken') return t(`signUp.errors.${which}Taken`);
    if (check.failure === 'failed') return check.serverMessage ?? t(`signUp.errors.${which}CheckFailed`);
    return undefined;
  };
  const usernameField = register('username');

  return (
    <div className={styles.fields}>
      <TextField
        label={t('signUp.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        status={errors.of('email') ? 'invalid' : email.status}
        statusLabels={statusLabels}
        errorMessage={errors.of('email') ?? availability(email, 'email')}
        {...register('email')}
      />
      <TextField
        label={t('signUp.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('signUp.hints.username')}
        status={errors.of('username') ? 'invalid' : username.status}
        statusLabels={statusLabels}
        errorMessage={errors.of('username') ?? availability(username, 'username')}
        {...usernameField}
        onChange={(event) => {
          // docs/product.md#validation: lower-cased as typed, keeping the caret where it was.
          const input = event.target;
          const caret = input.selectionStart;
          input.value = normalizeUsername(input.value);
          if (caret !== null) input.setSelectionRange(caret, caret);
          return usernameField.onChange(event);
        }}
      />
      <PasswordInput
        label={t('signUp.fields.password')}
        autoComplete="new-password"
        status={passwordStatus}
        statusLabels={statusLabels}
        errorMessage={errors.of('password')}
        aria-describedby="sign-up-password-rules"
        {...register('password')}
      />
      <PasswordChecklist policy={PASSWORD_POLICY} id="sign-up-password-rules" password={watch('password')} />
      <PasswordInput
        label={t('signUp.fields.confirmPassword')}
        autoComplete="new-password"
        errorMessage={errors.of('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Select
        label={t('signUp.fields.currency')}
        placeholder={t('signUp.fields.currencyPlaceholder')}
        options={currencies.map((code) => ({ value: code, label: code }))}
        hint={currenciesNotice}
        errorMessage={errors.of('currency')}
        {...register('currency')}
      />
    </div>
  );
}
