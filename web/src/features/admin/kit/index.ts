/**
 * Admin kit: manage screens as configuration (the Payload idea). A resource's admin screen is
 * declared in its definition (`admin` in contract/src/resources/<name>.ts: columns as data, form,
 * add dialog or add page, texts); screens/resource-screen.tsx and screens/resource-add-screen.tsx
 * build it, so an ordinary resource has no screen file. Labels, required marks, validation and
 * upload kinds come from the definition's fields.
 *
 * Under that: manageConfigOf / formTableConfigOf / addConfigOf turn a definition into the config of
 * adminScreen (table; add/edit dialog or add link; delete confirmation; status banner),
 * formTableScreen (the form above the table: Edit loads a row into it) and addScreen (Upload,
 * 'Uploading...', 'Uploaded!' for 3000 ms and the form cleared, or a toast and back to the list).
 * A screen of its own (tickets) may write such a config by hand.
 *
 * Building blocks for screens that are not one resource (accounts, payments, intro videos):
 * AdminPage, Panel (a titled card), ServerTable + useServerList (a list paged, searched, sorted and filtered on the server,
 * its view in the URL) + columnKit, ExportButton, ResourceForm (any `fields` + optional zod `schema` + your own
 * `submit`), useResourceSubmit, encodeBody, uploadImage (POST /image), AdminDialog, ConfirmDialog,
 * StatusBanner + useStatus (StatusTable + useStatusList: a server list with that banner above it),
 * Button/ButtonLink, and the busy labels in adminMessages.busy.
 */

export { type AddScreenConfig, addScreen } from './add-screen';
export { AdminPage } from './admin-page';
export { Button, ButtonLink, buttonClass } from './button';
export { type Column, type ColumnKit, columnKit } from './columns';
export { ConfirmDialog } from './confirm-dialog';
export { customCells } from './custom-cells';
export { addConfigOf, formTableConfigOf, manageConfigOf } from './definition-screens';
export { AdminDialog } from './dialog';
export { encodeBody, uploadImage } from './encode';
export { ExportButton } from './export-button';
export { FileInput } from './file-input';
export { type FormTableConfig, formTableScreen } from './form-table-screen';
export { type FormSubmission, type FormValues, formFields } from './form-values';
export { adminScreen, type FormConfig, type ManageScreenConfig } from './manage-screen';
export { Panel } from './panel';
export { ResourceForm, type ResourceFormProps } from './resource-form';
export { ServerTable } from './server-table';
export { type Status, StatusBanner, useStatus } from './status-banner';
export { type StatusList, StatusTable, useStatusList } from './status-table';
export { useResourceSubmit } from './use-resource-submit';
export { type ListSource, resourceListSource, useServerList } from './use-server-list';
