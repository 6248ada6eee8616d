import { Button, EmptyState, PasswordInput } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as formStyles from '@/components/auth-forms.css';
import { Page } from '@/components/page';
import { errorMessage } from '@/lib/api/api-error';
import { z } from '@/lib/zod';
import { useResetPassword } from '../api/auth-calls';
import { useModals } from '../modals';

const resetSchema = z.object({ password: z.string().min(1, 'auth.login.passwordRequired') });

/** Where the emailed recovery link lands; the server checks the token and the password rules. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { open } = useModals();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: '' } });
  const passwordError = form.formState.errors.password?.message;

  if (!token) {
    return (
      <Page title={t('auth.reset.title')}>
        <EmptyState title={t('auth.reset.missingToken')} />
      </Page>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch {
      // Shown from the mutation state below.
    }
  });

  return (
    <Page title={t('auth.reset.title')}>
      {reset.isSuccess ? (
        <div className={formStyles.form}>
          <p role="status" className={formStyles.formSuccess}>
            {t('auth.reset.success')}
          </p>
          <Button variant="primary" onPress={() => open('login')}>
            {t('auth.reset.logIn')}
          </Button>
        </div>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate style={{ maxWidth: 420 }}>
          {reset.isError ? (
            <p role="alert" className={formStyles.formError}>
              {errorMessage(reset.error, t('auth.reset.failure'))}
            </p>
          ) : null}
          <PasswordInput
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            errorMessage={passwordError ? t(passwordError as 'auth.login.passwordRequired') : undefined}
            {...form.register('password')}
          />
          <Button type="submit" variant="primary" isLoading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
