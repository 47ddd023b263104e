import { useLocation } from 'react-router';
import { ForgetPasswordPage } from './forget-password-page';
import { RegistrationProtocolPage } from './registration-protocol-page';
import { SetPasswordPage } from './set-password-page';

/**
 * The public account screens by path: /forgetPassword, /Userregistrationprotocol, /Password. One
 * page object for the three routes of the first load's table (at its budget), each screen in its file.
 */
export function PublicAccountPage() {
  const { pathname } = useLocation();
  if (pathname === '/forgetPassword') return <ForgetPasswordPage />;
  if (pathname === '/Userregistrationprotocol') return <RegistrationProtocolPage />;
  return <SetPasswordPage />;
}
