import type { InputHTMLAttributes, ReactNode } from 'react';

/** The till's boxes: full width and tall enough for a thumb on a phone. */
export const tillFieldClass = 'mt-1 w-full rounded border border-stone-400 px-3 py-2';

interface TillFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  label: ReactNode;
  value: string;
  onValue(value: string): void;
}

/** A labelled box of the till (the label wraps it, so a tap on the words focuses it). */
export function TillField({ label, value, onValue, ...input }: TillFieldProps) {
  return (
    <label className="block">
      {label}
      <input className={tillFieldClass} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
    </label>
  );
}

/** A box for money or a count: the phone's number pad, and whatever is not a digit dropped as typed. */
export function DigitsField({ onValue, ...props }: Omit<TillFieldProps, 'inputMode'>) {
  return <TillField inputMode="numeric" onValue={(value) => onValue(value.replace(/\D/g, ''))} {...props} />;
}

/** The till's wide submit button: solid for opening a shift and selling, outlined for closing one. */
export function TillSubmit({
  disabled,
  outline = false,
  children,
}: {
  disabled: boolean;
  outline?: boolean;
  children: ReactNode;
}) {
  const look = outline ? 'border-2 border-brand-700 text-brand-700' : 'bg-brand-700 text-white';
  return (
    <button
      type="submit"
      disabled={disabled}
      className={`w-full rounded px-4 py-3 font-bold disabled:opacity-60 ${look}`}
    >
      {children}
    </button>
  );
}
