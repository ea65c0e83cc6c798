import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/titled-section';

/** A titled card holding one form of the account page. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      titleClassName="font-display text-xl font-bold text-brand-700"
    >
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-6">{children}</div>
    </TitledSection>
  );
}
