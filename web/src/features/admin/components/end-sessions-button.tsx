import { useMutation } from '@tanstack/react-query';
import { securityMessages as t, type User } from '@teater/contract';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { Button, ConfirmDialog } from '../kit';

/** A superadmin's 'Akhiri semua sesi' on an account: it is logged out on every device at once. */
export function EndSessionsButton({
  user,
  onDone,
  onError,
}: {
  user: User;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: () => api<{ message: string }>(`/users/${user.id}/sessions/end`, { method: 'POST' }),
  });
  return (
    <>
      <Button small variant="secondary" onClick={() => setAsking(true)} aria-label={`${t.endAllOf} ${user.email}`}>
        {t.endAllOf}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.endAllOf}
        question={t.endAllQuestion}
        confirmLabel={t.end}
        busy={end.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            onDone((await end.mutateAsync()).message);
          } catch (error) {
            onError(errorMessage(error));
          } finally {
            setAsking(false);
          }
        }}
      />
    </>
  );
}
