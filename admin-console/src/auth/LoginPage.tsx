import { ADMIN_MESSAGES } from '@apostille/domain';
import { useLogin } from 'react-admin';
import { useToast } from '../toast/useToast';
import { SignInForm } from './SignInForm';

/** The console's own sign-in page (after a logout or an expired session), through react-admin's login. */
export function LoginPage() {
  const login = useLogin();
  const toast = useToast();
  return <SignInForm login={login} onSignedIn={() => toast(ADMIN_MESSAGES.loginSuccessTitle, ADMIN_MESSAGES.loginSuccess, 'success')} />;
}
