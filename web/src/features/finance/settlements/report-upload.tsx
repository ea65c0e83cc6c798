import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementMessages as m } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { settlementKey, uploadReport } from './settlement-api';

/** The report's file input: the server tells which report it is by its columns; every list is read again after. */
export function ReportUpload() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadReport(chosen),
    onSuccess: async ({ message }) => {
      setFailure(null);
      toast.success(message);
      await client.invalidateQueries({ queryKey: [...settlementKey] });
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(m.noFile);
    upload.mutate(file);
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-stone-200">
      <p className="text-sm text-stone-600">{m.intro}</p>
      <label className="block text-sm font-medium text-stone-800">
        {m.file}
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
      </label>
      <FormAlert message={failure} />
      <SubmitButton pending={upload.isPending}>{upload.isPending ? m.uploading : m.upload}</SubmitButton>
    </form>
  );
}
