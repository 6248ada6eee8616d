import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../auth-context';
import { isAuthSettled } from '../auth-state';
import { type AuthModal, useModals } from '../modals';

// Forms, their validation and zod resolvers load on first use, keeping them out of the home page's first chunk.
const LoginModal = lazy(() => import('./login-modal').then((m) => ({ default: m.LoginModal })));
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);

/**
 * docs/product.md#access-rules: modals wait until the auth status is not idle. A modal stays mounted once opened, so that closing it
 * animates and gives focus back like any dialog. The sign-up modal belongs to the sign-up feature; the app passes it in.
 */
export function AuthModals({ SignUpModal }: { SignUpModal: ComponentType }) {
  const { status } = useAuth();
  const { active } = useModals();
  const [opened, setOpened] = useState<ReadonlySet<AuthModal>>(() => new Set());

  useEffect(() => {
    if (active && !opened.has(active)) setOpened(new Set([...opened, active]));
  }, [active, opened]);

  if (!isAuthSettled(status)) return null;
  const wanted = (modal: AuthModal) => active === modal || opened.has(modal);
  return (
    <Suspense fallback={null}>
      {wanted('login') ? <LoginModal /> : null}
      {wanted('forgotPassword') ? <ForgotPasswordModal /> : null}
      {wanted('signUp') ? <SignUpModal /> : null}
    </Suspense>
  );
}
