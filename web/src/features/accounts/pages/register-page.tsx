import { authPageMessages } from '@teater/contract';
import { island } from '../../../components/island';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

const RegisterIsland = island('register', RegisterForm);

/** /register: the server's page; only the form hydrates. */
export default function RegisterPage() {
  return (
    <AuthCard title={authPageMessages.registerTitle} subtitle={authPageMessages.registerSubtitle}>
      <RegisterIsland />
    </AuthCard>
  );
}
