import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';

/** One chosen file on its way up: how far it got, or why it failed. */
export interface QueuedUpload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** Files sent side by side at most; more would only share the same line. */
const AT_ONCE = 2;

/**
 * Sends each file in its own request (so each has its own progress bar and its own outcome), two
 * at a time, in the order chosen. Finished files leave the queue; failed ones stay with the reason.
 * Once a batch is done, `afterBatch` gets what each file's sending answered, in the order chosen
 * (undefined for a failed one): two requests side by side may finish in either order.
 */
export function useUploadQueue<T>(
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>,
  afterBatch?: (answers: (T | undefined)[]) => Promise<unknown>,
) {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const counter = useRef(0);
  const update = (key: string, change: Partial<QueuedUpload> | null) =>
    setItems((all) =>
      change === null
        ? all.filter((item) => item.key !== key)
        : all.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = useCallback(
    async (files: File[]) => {
      const queued = files.map((file, index) => ({ file, index, key: `u${++counter.current}` }));
      const answers: (T | undefined)[] = [];
      setItems((all) => [
        ...all,
        ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
      ]);
      const waiting = [...queued];
      const worker = async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) {
          const { file, index, key } = next;
          try {
            answers[index] = await send(file, (progress) => update(key, { progress }));
            update(key, null);
          } catch (error) {
            update(key, { error: errorMessage(error) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, queued.length) }, worker));
      if (queued.length > 1) await afterBatch?.(queued.map(({ index }) => answers[index]));
    },
    [send, afterBatch],
  );
  const dismiss = (key: string) => update(key, null);
  return { items, add, dismiss, busy: items.some((item) => item.error === null) };
}
