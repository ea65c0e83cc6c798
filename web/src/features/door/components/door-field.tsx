import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface DoorFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** the input's own look where it differs (the scan field is larger, for a hardware scanner) */
  inputClassName?: string;
}

/** The door app's labelled input: the label above, a wide field for a thumb. */
export function DoorField({
  label,
  className,
  inputClassName = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2',
  ref,
  ...input
}: DoorFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input ref={ref} id={id} className={inputClassName} {...input} />
    </div>
  );
}
