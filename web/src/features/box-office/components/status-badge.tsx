/** 'Lunas' green, anything else grey or amber: the word is the information, the colour a hint. */
export function StatusBadge({ label, tone }: { label: string; tone: 'paid' | 'waiting' | 'ended' }) {
  const colours = {
    paid: 'bg-green-100 text-green-800',
    waiting: 'bg-amber-100 text-amber-900',
    ended: 'bg-stone-200 text-stone-700',
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 font-medium text-xs ${colours[tone]}`}>{label}</span>
  );
}
