import { albumMessages as t } from '@teater/contract';
import { useId, useState } from 'react';
import { checkFiles } from '../kit/file-check';
import { UploadList } from './upload-list';
import type { useUploadQueue } from './upload-queue';

/** Many photos chosen at once: refused ones named with the reason, the others queued with progress. */
export function PhotoPicker({ queue }: { queue: ReturnType<typeof useUploadQueue> }) {
  const inputId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const choose = async (input: HTMLInputElement) => {
    const { accepted, refused: reasons } = await checkFiles(Array.from(input.files ?? []), 'image');
    input.value = '';
    setRefused(reasons);
    await queue.add(accepted);
  };
  return (
    <section className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <label htmlFor={inputId} className="block font-medium text-sm text-stone-800">
        {t.choose}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => void choose(event.target)}
        className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-stone-200 file:px-3 file:py-1.5"
      />
      {refused.length > 0 && (
        <ul role="alert" className="space-y-0.5 text-red-700 text-sm">
          {refused.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <UploadList items={queue.items} onDismiss={queue.dismiss} />
    </section>
  );
}
