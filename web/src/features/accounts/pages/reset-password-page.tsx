import { passwordResetMessages as t } from '@teater/contract';
import { island } from '../../../components/island';
import { AuthCard } from '../components/auth-card';
import { ResetPassword } from '../components/reset-password-form';

const ResetPasswordIsland = island('reset-password', ResetPassword);

/** /reset-password?token=…: the page of the mailed link. */
export default function ResetPasswordPage() {
  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
      <ResetPasswordIsland />
    </AuthCard>
  );
}
