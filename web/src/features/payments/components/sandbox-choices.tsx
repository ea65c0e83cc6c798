import { paymentMessages, type SandboxResult } from '@teater/contract';
import { useRef, useState } from 'react';
import { island } from '../../../components/island';
import { errorMessage } from '../../../lib/api';
import { localHref } from '../../../lib/locale';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { decideSandbox } from '../api/payment-calls';
import { carryOutcome } from '../lib/outcome-toast';

const CHOICES: { result: SandboxResult; label: string; className: string }[] = [
  { result: 'settlement', label: paymentMessages.sandboxPay, className: 'bg-brand-700 text-white hover:bg-brand-600' },
  {
    result: 'pending',
    label: paymentMessages.sandboxPending,
    className: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
  },
  {
    result: 'cancel',
    label: paymentMessages.sandboxCancel,
    className: 'bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50',
  },
];

/**
 * The sandbox's three decisions (an island). The outcome's toast shows on `next`, loaded as a
 * page: the subscription, histories and stock it shows are then the server's fresh ones.
 */
export function SandboxChoicesPart({ token, next }: { token: string; next: string }) {
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  // One choice per visit: a double click fires twice before the disabled buttons render, and the
  // second call would answer 'already final' after the first one paid.
  const chosen = useRef(false);

  const choose = (result: SandboxResult) => {
    if (chosen.current) return;
    chosen.current = true;
    setPending(true);
    decideSandbox(token, result).then(
      (outcome) => {
        carryOutcome(outcome.state, next);
        window.location.replace(localHref(next));
      },
      (error: unknown) => {
        chosen.current = false;
        setPending(false);
        toast.error(errorMessage(error));
      },
    );
  };

  return (
    <div className="mt-6 grid gap-3">
      {CHOICES.map((c) => (
        <button
          key={c.result}
          type="button"
          disabled={pending || !ready}
          onClick={() => choose(c.result)}
          className={`rounded-lg px-4 py-3 font-semibold disabled:opacity-60 ${c.className}`}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

export const SandboxChoices = island('sandbox-choices', SandboxChoicesPart);
