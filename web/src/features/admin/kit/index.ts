/**
 * Admin kit: manage screens as configuration (the Payload idea). Labels, required marks,
 * validation and upload kinds come from the contract's field definitions (`def.fields`).
 *
 * A manage screen (table, add/edit dialog or add link, delete confirmation, status banner):
 * ```tsx
 * import { naskahs } from '@teater/contract';
 * import { resourceApi } from '../../../lib/resource-api';
 * import { adminScreen } from '../kit';
 *
 * export default adminScreen({
 *   title: 'Manage Naskah',
 *   resource: resourceApi(naskahs),
 *   columns: (c) => [c.text('namaNaskah', 'Judul Naskah/Buku'), c.text('pengarang', 'Pengarang')],
 *   add: { label: 'Tambah Naskah', dialog: true },        // or { label, route: '/…/add…' }
 *   form: { fields: ['namaNaskah', 'pengarang', 'isiNaskah', 'linknaskah', 'gambar_naskah'] },
 *   texts: { created: 'Berhasil mengupload script/naskah', saveFailed: 'Failed to save manuscript',
 *            deleteFailed: 'Failed to delete manuscript', confirmQuestion: '…' },
 * });
 * ```
 * Columns: c.text, c.image (thumbnail), c.yesNo (YA/TIDAK), c.rupiah, c.date, c.custom(header, row => node).
 * Options: numbered ('No' column), editable/deletable (default true), editForm (other fields when editing),
 * form.labels / form.requiredMessages per field.
 *
 * An add page (Upload, 'Uploading...', 'Uploaded!' for 3000 ms, form cleared; or a toast and back to the list):
 * ```tsx
 * export default addScreen({ title: 'Tambah Berita', resource: resourceApi(beritas),
 *   list: { route: '/managenews', label: 'Manage Berita' }, texts: { failure: adminMessages.contentUploadFailed } });
 * ```
 *
 * Form on top, table below (subscriber albums and scripts, tickets): `formTableScreen({...})`, same
 * config shape; Edit loads a row into the form until success or cancel.
 *
 * Building blocks for screens that are not one resource (accounts, payments, tickets):
 * AdminPage, ServerTable + useServerList (a list paged, searched, sorted and filtered on the server,
 * its view in the URL) + columnKit, ExportButton, ResourceForm (any `fields` + optional zod `schema` + your own
 * `submit`), useResourceSubmit, encodeBody, uploadImage (POST /image), AdminDialog, ConfirmDialog,
 * StatusBanner + useStatus, Button/ButtonLink, and the busy labels in adminMessages.busy.
 */

export { type AddScreenConfig, addScreen } from './add-screen';
export { AdminPage } from './admin-page';
export { Button, ButtonLink, buttonClass } from './button';
export { type Column, type ColumnKit, columnKit } from './columns';
export { ConfirmDialog } from './confirm-dialog';
export { AdminDialog } from './dialog';
export { encodeBody, uploadImage } from './encode';
export { ExportButton } from './export-button';
export { FileInput } from './file-input';
export { type FormTableConfig, formTableScreen } from './form-table-screen';
export { type FormSubmission, type FormValues, formFields } from './form-values';
export { adminScreen, type FormConfig, type ManageScreenConfig, type ScreenTexts } from './manage-screen';
export { ResourceForm, type ResourceFormProps } from './resource-form';
export { ServerTable } from './server-table';
export { type Status, StatusBanner, useStatus } from './status-banner';
export { type ResourceApi, useResourceSubmit } from './use-resource-submit';
export { type ListSource, resourceListSource, useServerList } from './use-server-list';
