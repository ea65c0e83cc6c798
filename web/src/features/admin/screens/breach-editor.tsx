import type { Breach } from '@teater/contract';
import { ResourceForm, type ResourceFormProps } from '../kit';
import { breachBodyOf, breachFields, breachFormSchema } from './breach-form';

type BreachFormProps = Pick<
  ResourceFormProps,
  'record' | 'submitLabel' | 'busyLabel' | 'onCancel' | 'onSuccess' | 'onError'
> & {
  /** sends the API's body: POST /admin/breaches records a breach, PUT /admin/breaches/:id corrects one */
  send(body: Record<string, unknown>): Promise<{ data: Breach }>;
};

/** A breach's form, recording or correcting it: its fields, the contract's rules and the body the API takes. */
export function BreachForm({ send, ...form }: BreachFormProps) {
  return (
    <ResourceForm
      fields={breachFields}
      schema={breachFormSchema}
      submit={({ values }) => send(breachBodyOf(values))}
      {...form}
    />
  );
}
