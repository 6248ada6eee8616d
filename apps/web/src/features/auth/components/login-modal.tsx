import { Button, Modal, PasswordInput, TextField } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as styles from '@/components/auth-forms.css';
import { REDIRECT_QUERY_PARAM } from '@/config/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { z } from '@/lib/zod';
import { useAuth } from '../auth-context';
import { useModals } from '../modals';

const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, 'auth.login.identifierRequired'),
  password: z.string().min(1, 'auth.login.passwordRequired'),
});
type LoginForm = z.infer<typeof loginFormSchema>;

// The second step's code input loads only when a login needs it (an account with two-step sign-in on).
const TwoStepLoginStep = lazy(() => import('./two-step-login-step').then((m) => ({ default: m.TwoStepLoginStep })));

export function LoginModal() {
  const { t } = useTranslation();
  const { active, returnFocusTo, open, close } = useModals();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Set while the login waits for its second step (two-step sign-in).
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = () => {
    form.reset();
    setChallenge(null);
    close();
    // docs/product.md#access-rules: after login, `redirect` sends the player on, but only to a path of this site.
    const target = safeRedirectPath(searchParams.get(REDIRECT_QUERY_PARAM), window.location.origin);
    if (target) navigate(target, { replace: true });
    else if (searchParams.has(REDIRECT_QUERY_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(REDIRECT_QUERY_PARAM);
      navigate({ search: next.toString() }, { replace: true });
    }
  };

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    const result = await login(identifier, password);
    if (result.ok === 'second-step') {
      // The password has done its part; it is not kept in the form while the code is asked for.
      form.resetField('password');
      setChallenge(result.challenge);
      return;
    }
    if (!result.ok) {
      form.setError('root', { message: result.error });
      return;
    }
    finish();
  });

  const backToPassword = (message?: string) => {
    setChallenge(null);
    if (message) form.setError('root', { message });
  };

  const fieldError = (message?: string) => (message ? t(message as 'auth.login.identifierRequired') : undefined);

  return (
    <Modal.Root
      open={active === 'login'}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        // A closed modal starts again from the password: the challenge is not reused later.
        setChallenge(null);
        close();
      }}
    >
      <Modal.Content size="sm" returnFocusTo={returnFocusTo}>
        <Modal.Title>{t('auth.login.title')}</Modal.Title>
        <Modal.Description>{t('auth.login.description')}</Modal.Description>
        <Modal.Close />
        <Modal.Body>
          {challenge ? (
            <Suspense fallback={null}>
              <TwoStepLoginStep challenge={challenge} onDone={finish} onRestart={backToPassword} />
            </Suspense>
          ) : (
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              {errors.root?.message ? (
                <p role="alert" className={styles.formError}>
                  {errors.root.message}
                </p>
              ) : null}
              <TextField
                label={t('auth.login.identifier')}
                autoComplete="username"
                errorMessage={fieldError(errors.identifier?.message)}
                {...form.register('identifier')}
              />
              <PasswordInput
                label={t('auth.login.password')}
                autoComplete="current-password"
                errorMessage={fieldError(errors.password?.message)}
                {...form.register('password')}
              />
              <button type="button" className={styles.linkButton} onClick={() => open('forgotPassword')}>
                {t('auth.login.forgot')}
              </button>
              <Button type="submit" variant="primary" fullWidth isLoading={isSubmitting}>
                {t('auth.login.submit')}
              </Button>
              <p className={styles.switchLine}>
                {t('auth.login.noAccount')}{' '}
                <button type="button" className={styles.linkButton} onClick={() => open('signUp')}>
                  {t('auth.login.toSignUp')}
                </button>
              </p>
            </form>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
