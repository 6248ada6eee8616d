import { Button, Modal, TextField } from '@casino/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as styles from '@/components/auth-forms.css';
import { z } from '@/lib/zod';
import { useForgotPassword } from '../api/auth-calls';
import { useModals } from '../modals';

// The email is required (docs/product.md#validation); messages are catalogue keys, translated when shown.
const forgotFormSchema = z.object({
  email: z.string().trim().min(1, 'auth.forgot.emailRequired').email('auth.forgot.emailInvalid'),
});
type ForgotForm = z.infer<typeof forgotFormSchema>;

export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const { active, returnFocusTo, open, close } = useModals();
  const forgot = useForgotPassword();
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotFormSchema), defaultValues: { email: '' } });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email });
    } catch {
      // The message below comes from the mutation state.
    }
  });

  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    close();
    forgot.reset();
    form.reset();
  };

  return (
    <Modal.Root open={active === 'forgotPassword'} onOpenChange={onOpenChange}>
      <Modal.Content size="sm" returnFocusTo={returnFocusTo}>
        <Modal.Title>{t('auth.forgot.title')}</Modal.Title>
        <Modal.Description>{t('auth.forgot.description')}</Modal.Description>
        <Modal.Close />
        <Modal.Body>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            {forgot.isSuccess ? (
              <p role="status" className={styles.formSuccess}>
                {t('auth.forgot.success')}
              </p>
            ) : null}
            {forgot.isError ? (
              <p role="alert" className={styles.formError}>
                {t('auth.forgot.failure')}
              </p>
            ) : null}
            <TextField
              label={t('auth.forgot.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              errorMessage={emailError ? t(emailError as 'auth.forgot.emailRequired') : undefined}
              {...form.register('email')}
            />
            <Button type="submit" variant="primary" fullWidth isLoading={forgot.isPending}>
              {t('auth.forgot.submit')}
            </Button>
            <button type="button" className={styles.linkButton} onClick={() => open('login')}>
              {t('auth.forgot.backToLogin')}
            </button>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
