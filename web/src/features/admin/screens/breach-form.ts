import { type Breach, breachInput, type Fields, f, PERSONAL_KIND_NAMES, PERSONAL_KINDS } from '@teater/contract';
import { z } from 'zod';

const exposedField = (kind: string) => `exposed_${kind}`;

/** The form of a breach (recording, correcting): what happened, when (WIB), one box per kind of personal data exposed. */
export const breachFields: Fields = {
  title: f.text('Judul insiden', { required: true }),
  discovered_at: f.datetime('Diketahui pada', { required: true }),
  window_from: f.datetime('Data terpapar sejak', { required: true }),
  window_to: f.datetime('Sampai', { required: true }),
  ...Object.fromEntries(PERSONAL_KIND_NAMES.map((kind) => [exposedField(kind), f.boolean(PERSONAL_KINDS[kind].label)])),
  description: f.textarea('Apa yang terjadi dan bagaimana', { required: true }),
  measures: f.textarea('Yang sudah dan sedang dilakukan', { required: true }),
  advice: f.textarea('Yang sebaiknya dilakukan anggota', { required: true }),
};

/** The API's body of the form's values: the ticked boxes become the list of kinds exposed. */
export const breachBodyOf = (values: Record<string, unknown>) => ({
  ...values,
  exposed: PERSONAL_KIND_NAMES.filter((kind) => values[exposedField(kind)] === true),
});

/** A recorded breach as the form's values, to correct it: its kinds as ticked boxes. */
export const breachRecordOf = (breach: Breach): Record<string, unknown> => ({
  ...breach,
  ...Object.fromEntries(PERSONAL_KIND_NAMES.map((kind) => [exposedField(kind), breach.exposed.includes(kind)])),
});

/** The contract's rules on the body; an error about the kinds shows at the first box. The boxes stay in the values. */
export const breachFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const parsed = breachInput.safeParse(breachBodyOf(values));
  if (parsed.success) return { ...values, ...parsed.data };
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] === 'exposed' ? exposedField(PERSONAL_KIND_NAMES[0]) : String(issue.path[0] ?? '');
    ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
  }
  return z.NEVER;
});
