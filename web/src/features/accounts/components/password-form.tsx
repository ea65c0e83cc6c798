import { authMessages, authPageMessages } from '@teater/contract';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordField, PasswordField } from '../../../components/form/text-field';
import { toastingUnfielded, unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { island } from '../../../components/island';
import { toast } from '../../../lib/toast';
import { updatePassword } from '../api/update-password';
import { FormSection } from './form-section';

/** The id is the logged-in user's, added on submit rather than typed; the server checks the rest. */
export function PasswordFields({ userId }: { userId: number }) {
  const form = useServerForm({
    submit: (values) =>
      toastingUnfielded(
        updatePassword({
          id: userId,
          password_current: String(values.password_current),
          password: String(values.password),
        }),
      ),
    onDone: (_answer, element) => {
      toast.success(authMessages.passwordChanged);
      element.reset();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <PasswordField
        id="password-current"
        label={authPageMessages.currentPassword}
        autoComplete="current-password"
        {...form.field('password_current')}
      />
      <NewPasswordField id="password-new" label={authPageMessages.newPassword} {...form.field('password')} />
      <SubmitButton pending={form.pending} ready={form.ready}>
        {authPageMessages.change}
      </SubmitButton>
    </form>
  );
}

const PasswordIsland = island('password-form', PasswordFields, { when: 'visible' });

export function PasswordForm({ userId }: { userId: number }) {
  return (
    <FormSection
      id="password-title"
      title={authPageMessages.passwordTitle}
      description={authPageMessages.passwordIntro}
    >
      <PasswordIsland userId={userId} />
    </FormSection>
  );
}
