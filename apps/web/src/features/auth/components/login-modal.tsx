import { Button, Modal, PasswordInput, TextField } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as styles from '../../../components/auth-forms.css';
import { REDIRECT_QUERY_PARAM } from '../../../config/paths';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { z } from '../../../lib/zod';
import { useAuth } from '../auth-context';
import { useModals } from '../modals';

const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, 'auth.login.identifierRequired'),
  password: z.string().min(1, 'auth.login.passwordRequired'),
});
type LoginForm = z.infer<typeof loginFormSchema>;

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

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    const result = await login(identifier, password);
    if (!result.ok) {
      form.setError('root', { message: result.error });
      return;
    }
    form.reset();
    close();
    // Spec §2: after login, `redirect` sends the player on, but only to a path of this site.
    const target = safeRedirectPath(searchParams.get(REDIRECT_QUERY_PARAM), window.location.origin);
    if (target) navigate(target, { replace: true });
    else if (searchParams.has(REDIRECT_QUERY_PARAM)) {
      const next = new URLSearchParams(searchParams);
      next.delete(REDIRECT_QUERY_PARAM);
      navigate({ search: next.toString() }, { replace: true });
    }
  });

  const fieldError = (message?: string) => (message ? t(message as 'auth.login.identifierRequired') : undefined);

  return (
    <Modal.Root open={active === 'login'} onOpenChange={(isOpen) => !isOpen && close()}>
      <Modal.Content size="sm" returnFocusTo={returnFocusTo}>
        <Modal.Title>{t('auth.login.title')}</Modal.Title>
        <Modal.Description>{t('auth.login.description')}</Modal.Description>
        <Modal.Close />
        <Modal.Body>
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
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
