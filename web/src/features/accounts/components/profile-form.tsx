import { authMessages, authPageMessages, type User } from '@teater/contract';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, TextField } from '../../../components/form/text-field';
import { toastingUnfielded, unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { island } from '../../../components/island';
import { carryToast } from '../../../lib/carried-toast';
import { updateProfile } from '../api/update-profile';
import { FormSection } from './form-section';

type Profile = Pick<User, 'id' | 'name' | 'email'>;

/**
 * Name and e-mail; the server checks both (its PATCH schema). Saved, the page loads again: the
 * header and the account's summary show the saved name.
 */
export function ProfileFields({ user }: { user: Profile }) {
  const form = useServerForm({
    submit: (values) =>
      toastingUnfielded(updateProfile({ id: user.id, name: String(values.name), email: String(values.email) })),
    onDone: () => {
      carryToast('success', authMessages.profileUpdated);
      window.location.reload();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <EmailField id="profile-email" defaultValue={user.email} {...form.field('email')} />
      <TextField
        id="profile-name"
        label={authPageMessages.name}
        autoComplete="name"
        defaultValue={user.name}
        {...form.field('name')}
      />
      <SubmitButton pending={form.pending} ready={form.ready}>
        {authPageMessages.save}
      </SubmitButton>
    </form>
  );
}

const ProfileIsland = island('profile-form', ProfileFields);

export function ProfileForm({ user }: { user: User }) {
  return (
    <FormSection id="profile-title" title={authPageMessages.profileTitle} description={authPageMessages.profileIntro}>
      <ProfileIsland user={{ id: user.id, name: user.name, email: user.email }} />
    </FormSection>
  );
}
