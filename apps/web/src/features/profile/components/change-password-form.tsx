import { PASSWORD_POLICY } from '@casino/api-contract/password-policy';
import { Button, PasswordChecklist, PasswordInput } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/api-error';
import { useExclusive } from '@/lib/hooks/use-exclusive';
import { useChangePassword } from '../api/profile-actions';
import { type PasswordFormValues, passwordFormSchema } from '../password-form';
import * as styles from './profile.css';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** `POST /me/password/change`: this device stays logged in, the others are logged out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch('newPassword');
  const message = (key?: string) => (key ? t(key as 'account.profile.errors.passwordRequired') : undefined);

  // One request per change however often the button is pressed: a second one would meet the new password.
  const submit = useExclusive(
    form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
      setDone(false);
      try {
        await change.mutateAsync({ currentPassword, newPassword: next });
        form.reset(EMPTY);
        setDone(true);
      } catch {
        // Shown from the mutation state below.
      }
    }),
  );

  return (
    <section className={styles.section} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={styles.sectionTitle}>
        {t('account.profile.passwordTitle')}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
        noValidate
      >
        <p role="status" className={styles.notice}>
          {done ? t('account.profile.passwordChanged') : null}
        </p>
        {change.isError ? (
          <p role="alert" className={styles.alert}>
            {t('account.profile.passwordChangeFailed')}: {errorMessage(change.error, t('common.unknownError'))}
          </p>
        ) : null}
        <PasswordInput
          label={t('account.profile.currentPassword')}
          autoComplete="current-password"
          errorMessage={message(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label={t('account.profile.newPassword')}
          autoComplete="new-password"
          aria-describedby="profile-password-rules"
          errorMessage={message(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <PasswordChecklist policy={PASSWORD_POLICY} id="profile-password-rules" password={newPassword} />
        <PasswordInput
          label={t('account.profile.confirmPassword')}
          autoComplete="new-password"
          errorMessage={message(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isLoading={isSubmitting}>
            {t('account.profile.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
