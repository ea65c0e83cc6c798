import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRM_WORD, deleteOwnAccountBody } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField, TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { useDeleteAccount } from '../api/delete-account';

const fields = ['password', 'confirm'] as const;

function Deleted({ message }: { message: string }) {
  return (
    <div role="status" className="space-y-3 rounded-lg bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">{message}</p>
      <p className="text-sm">Email terakhir tentang penghapusan ini sedang kami kirim ke alamat Anda.</p>
      {/* a full load: nothing of the ended session stays in this tab */}
      <a href="/" className="inline-block font-semibold underline">
        Ke beranda
      </a>
    </div>
  );
}

/** Deleting my account: what goes, what stays for the books, then password and the confirming word. */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteOwnAccountBody), defaultValues: { password: '', confirm: '' } });
  if (remove.isSuccess) return <Deleted message={remove.data.message} />;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, fields);
    }
  });
  const formError = remove.isError && !fields.some((f) => errors[f]?.type === 'server') ? remove.error : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>Nama, email, foto profil, persetujuan, sesi dan email untuk Anda langsung dihapus.</li>
        <li>Pesanan yang belum dibayar dibatalkan dan kursinya dilepas.</li>
        <li>
          Catatan pembayaran dan pesanan disimpan untuk pembukuan tanpa email dan nomor telepon; tiket yang sudah
          dibayar untuk pertunjukan mendatang tetap berlaku atas nama Anda sampai pertunjukannya lewat.
        </li>
      </ul>
      <FormAlert message={formError ? errorMessage(formError) : null} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={`Ketik ${DELETE_CONFIRM_WORD} untuk mengonfirmasi`}
        autoComplete="off"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton pending={remove.isPending} className="bg-red-700 hover:bg-red-600">
        Hapus akun saya
      </SubmitButton>
    </form>
  );
}
