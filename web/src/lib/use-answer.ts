import { useEffect, useState } from 'react';

interface Settled<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * One call's answer for an island, which has no query cache: `ask(key)` once `key` is known (a
 * link's token), again only when it changes. `ask` must be a stable function (a module's).
 */
export function useAnswer<T>(key: string | null | undefined, ask: (key: string) => Promise<T>) {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    ask(key).then(
      (data) => current && setSettled({ key, data }),
      (error: unknown) => current && setSettled({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, ask]);
  const mine = settled?.key === key ? settled : null;
  return { pending: !mine, data: mine?.data, error: mine?.error, isError: mine !== null && 'error' in mine };
}
