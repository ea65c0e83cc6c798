import { DELETE_CONFIRM_WORD, privacyMessages as m } from '@teater/contract';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField, TextField } from '../../../components/form/text-field';
import { unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { island } from '../../../components/island';
import { localHref } from '../../../lib/locale';
import { useSessionEnded } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';

function Deleted({ message }: { message: string }) {
  return (
    <div role="status" className="space-y-3 rounded-lg bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">{message}</p>
      <p className="text-sm">{m.deleteMailSent}</p>
      {/* a full load: nothing of the ended session stays in this tab */}
      <a href={localHref('/')} className="inline-block font-semibold underline">
        {m.toHome}
      </a>
    </div>
  );
}

/** Deleting my account: what goes, what stays for the books, then password and the confirming word. */
export function DeleteAccountForm() {
  const [deleted, setDeleted] = useState<string | null>(null);
  const sessionEnded = useSessionEnded();
  const form = useServerForm({
    submit: (values) => deleteAccount({ password: String(values.password), confirm: String(values.confirm) }),
    onDone: (answer) => {
      // the session ended with the account: the header says so at once (Login), not after a reload
      sessionEnded();
      setDeleted(answer.message);
    },
  });
  if (deleted) return <Deleted message={deleted} />;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5">
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>{m.deleteGoesNow}</li>
        <li>{m.deleteCancelsOrders}</li>
        <li>{m.deleteKeepsBooks}</li>
      </ul>
      <FormAlert message={unfielded(form)} />
      <PasswordField
        id="delete-password"
        label="Password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <TextField
        id="delete-confirm"
        label={m.deleteConfirmWord(DELETE_CONFIRM_WORD)}
        autoComplete="off"
        {...form.field('confirm')}
      />
      <SubmitButton pending={form.pending} ready={form.ready} className="bg-red-700 hover:bg-red-600">
        {m.deleteButton}
      </SubmitButton>
    </form>
  );
}

/** An island: the server checks the password and the word. */
export const DeleteAccount = island('delete-account', DeleteAccountForm, { when: 'visible' });
