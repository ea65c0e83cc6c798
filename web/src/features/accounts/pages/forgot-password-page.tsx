import { passwordResetMessages as t } from '@teater/contract';
import { island } from '../../../components/island';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

const ForgotPasswordIsland = island('forgot-password', ForgotPasswordForm);

/** /lupa-password: asks for the account's e-mail and sends the reset link to it. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard title={t.forgotTitle} subtitle={t.forgotIntro}>
      <ForgotPasswordIsland />
    </AuthCard>
  );
}
