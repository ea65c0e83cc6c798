import {
  adminMessages,
  type Entity,
  type FormDef,
  type ResourceDef,
  type ScreenTexts,
  uiMessages,
} from '@teater/contract';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { ResourceClient } from '../../../lib/resource-client';
import { HistoryLink } from '../audit/history-link';
import { AdminPage } from './admin-page';
import { Button, ButtonLink } from './button';
import { type Column, type ColumnKit, columnKit } from './columns';
import { ConfirmDialog } from './confirm-dialog';
import { AdminDialog } from './dialog';
import { formFields } from './form-values';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import { ServerTable } from './server-table';
import { StatusBanner, useStatus } from './status-banner';
import { useResourceSubmit } from './use-resource-submit';
import { resourceListSource, useServerList } from './use-server-list';

type Row<R extends ResourceDef> = Entity<R> & { id: number };

/** The fields a form shows, in order, and label overrides (contract's FormDef, typed for a resource). */
export type FormConfig<R extends ResourceDef> = FormDef<keyof R['fields'] & string>;

export interface ManageScreenConfig<R extends ResourceDef> {
  title: string;
  resource: ResourceClient<R>;
  columns: (c: ColumnKit<Row<R>>) => Column<Row<R>>[];
  /** a leading 'No' column */
  numbered?: boolean;
  form?: FormConfig<R>;
  /** the edit form when it differs from the add form */
  editForm?: FormConfig<R>;
  /** 'Add' as a link to an add page, or as a dialog on this screen */
  add?: { label: string; route: string } | { label: string; dialog: true };
  /** default true */
  editable?: boolean;
  /** default true */
  deletable?: boolean;
  /** whether a row may be edited and deleted (default: every row) */
  changeable?: (row: Row<R>) => boolean;
  /** ask with the browser's own confirm() instead of the dialog (spec 5: videos, naskah, donasi, landing) */
  browserConfirm?: boolean;
  texts?: ScreenTexts;
  /** names a row in the action buttons' accessible names (the definition's `admin.rowLabel`) */
  rowLabel: (row: Row<R>) => string;
  /** the add and edit form: the kit's form the definition names (`customForm`), or the fields' own */
  formComponent?: ComponentType<ResourceFormProps>;
  /** more buttons beside Add (a screen of its own: an export, a batch) */
  actions?: ReactNode;
}

type Editing<T> = { mode: 'create' } | { mode: 'edit'; row: T } | null;

/** Turns a configuration into a manage screen: table, add/edit dialog, delete confirmation, status. */
export function adminScreen<R extends ResourceDef>(config: ManageScreenConfig<R>) {
  return function ManageScreen() {
    return <ManageScreenView config={config} />;
  };
}

function ManageScreenView<R extends ResourceDef>({ config }: { config: ManageScreenConfig<R> }) {
  const { resource, texts = {}, editable = true, deletable = true } = config;
  const server = useServerList<Row<R>>(resourceListSource(resource));
  const { remove } = resource.useMutations();
  const submitFor = useResourceSubmit(resource);
  const { status, success, failure, clear } = useStatus();
  const [editing, setEditing] = useState<Editing<Row<R>>>(null);
  const [deleting, setDeleting] = useState<Row<R> | null>(null);

  const columns = useMemo(() => {
    const kit = columnKit<Row<R>>();
    // Drafts and scheduled items sit in the same list: each row says whether the public sees it.
    return resource.def.publishing ? [...config.columns(kit), kit.publishing()] : config.columns(kit);
  }, [config, resource.def.publishing]);
  const formConfig = (editing?.mode === 'edit' && config.editForm) || config.form || {};
  const fields = useMemo(
    () => formFields(resource.def.fields, formConfig.fields),
    [resource.def.fields, formConfig.fields],
  );
  const { rowLabel } = config;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      success(texts.deleted ?? uiMessages.deleted);
    } catch (error) {
      failure(errorMessage(error, texts.deleteFailed ?? adminMessages.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  const askBrowser = (row: Row<R>) => {
    if (!window.confirm(texts.confirmQuestion ?? adminMessages.confirmQuestion)) return;
    remove.mutateAsync(row.id).then(
      () => success(texts.deleted ?? uiMessages.deleted),
      (error) => failure(errorMessage(error, texts.deleteFailed ?? adminMessages.deleteFailed)),
    );
  };

  const editRow = editing?.mode === 'edit' ? editing.row : null;
  const add = config.add;
  const Form = config.formComponent ?? ResourceForm;
  return (
    <AdminPage
      title={config.title}
      actions={
        <>
          {config.actions}
          {add &&
            ('route' in add ? (
              <ButtonLink to={add.route}>{add.label}</ButtonLink>
            ) : (
              <Button onClick={() => setEditing({ mode: 'create' })}>{add.label}</Button>
            ))}
        </>
      }
    >
      <StatusBanner status={status} onDismiss={clear} />
      <ServerTable
        server={server}
        columns={columns}
        numbered={config.numbered}
        empty={texts.empty}
        fetchFailed={texts.fetchFailed}
        rowLabel={rowLabel}
        caption={config.title}
        actionsHeader={texts.actionsHeader}
        actions={(row) => <HistoryLink resource={resource.def.name} id={row.id} label={rowLabel(row)} />}
        onEdit={editable ? (row) => setEditing({ mode: 'edit', row }) : undefined}
        onDelete={deletable ? (config.browserConfirm ? askBrowser : setDeleting) : undefined}
        changeable={config.changeable}
      />
      <AdminDialog
        open={editing !== null}
        title={
          editRow
            ? (texts.editTitle ?? adminMessages.editTitle(resource.def.label))
            : (texts.addTitle ?? adminMessages.addTitle(resource.def.label))
        }
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Form
            key={editRow?.id ?? 'new'}
            fields={fields}
            record={editRow}
            labels={formConfig.labels as Record<string, string> | undefined}
            submit={submitFor(editRow?.id)}
            submitLabel={editRow ? adminMessages.update : adminMessages.add}
            busyLabel={editRow ? adminMessages.busy.updating : adminMessages.busy.creating}
            failureText={texts.saveFailed}
            onCancel={() => setEditing(null)}
            onSuccess={() => {
              success(editRow ? (texts.updated ?? adminMessages.updated) : (texts.created ?? adminMessages.created));
              setEditing(null);
            }}
            onError={(error) => failure(errorMessage(error, texts.saveFailed ?? adminMessages.saveFailed))}
          />
        )}
      </AdminDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.confirmTitle}
        question={texts.confirmQuestion}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
