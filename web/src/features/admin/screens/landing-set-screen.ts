import { type Fields, landingMessages, type ResourceDef } from '@teater/contract';
import { adminScreen, type ResourceApi } from '../kit';

/**
 * A landing image set (hero `teater1`, gallery `galeriteater1`): three image slots; the key is set
 * when adding, shown in the table, never edited; deleting asks the browser to confirm.
 */
type FieldName<F> = Extract<keyof F, string>;

export function landingSetScreen<F extends Fields>(options: {
  title: string;
  resource: ResourceApi<ResourceDef<F>>;
  /** the set's key field (its fixed identifier) */
  keyField: FieldName<F>;
  slots: readonly [FieldName<F>, FieldName<F>, FieldName<F>];
  noun: string;
}) {
  const { title, resource, keyField, slots, noun } = options;
  return adminScreen({
    title,
    resource,
    columns: (c) => [
      c.text(keyField, 'Key'),
      ...slots.map((slot, i) => c.image(slot, `Foto ${i + 1}`, (row) => `Foto ${i + 1} ${String(row[keyField])}`)),
    ],
    add: { label: `Tambah ${noun}`, dialog: true },
    editForm: { fields: [...slots] },
    rowLabel: (row) => String(row[keyField]),
    browserConfirm: true,
    texts: {
      saveFailed: landingMessages.submitError,
      deleteFailed: landingMessages.deleteError,
      confirmQuestion: landingMessages.confirmDelete,
      addTitle: `Tambah ${noun}`,
      editTitle: `Edit ${noun}`,
    },
  });
}
