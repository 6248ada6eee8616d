import { useAuth } from '../auth-context';
import { isAuthSettled } from '../auth-state';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { SignUpModal } from './sign-up-modal';

/** Spec §2: modals wait until the auth status is not idle. */
export function AuthModals() {
  const { status } = useAuth();
  if (!isAuthSettled(status)) return null;
  return (
    <>
      <LoginModal />
      <ForgotPasswordModal />
      <SignUpModal />
    </>
  );
}
