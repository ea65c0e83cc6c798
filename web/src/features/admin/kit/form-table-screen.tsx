import { adminMessages, type Entity, type ResourceDef, type ScreenTexts, uiMessages } from '@teater/contract';
import { type ComponentType, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import type { ResourceClient } from '../../../lib/resource-client';
import { AdminPage } from './admin-page';
import { ButtonLink } from './button';
import { type Column, type ColumnKit, columnKit } from './columns';
import { ConfirmDialog } from './confirm-dialog';
import { formFields } from './form-values';
import type { FormConfig } from './manage-screen';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import { ServerTable } from './server-table';
import { StatusBanner, useStatus } from './status-banner';
import { useResourceSubmit } from './use-resource-submit';
import { resourceListSource, useServerList } from './use-server-list';

type Row<R extends ResourceDef> = Entity<R> & { id: number };

export interface FormTableConfig<R extends ResourceDef> {
  title: string;
  resource: ResourceClient<R>;
  columns: (c: ColumnKit<Row<R>>) => Column<Row<R>>[];
  form: FormConfig<R>;
  /** the separate add page, linked above the form */
  addPage?: { route: string; label: string };
  texts: Pick<ScreenTexts, 'created' | 'updated' | 'saveFailed' | 'deleteFailed' | 'confirmQuestion'>;
  rowLabel: (row: Row<R>) => string;
  /** the form, when more than the contract's fields (default ResourceForm) */
  formComponent?: ComponentType<ResourceFormProps>;
}

/**
 * Form on top, table below (spec 4, subscriber gallery and scripts): the form creates by default;
 * Edit on a row loads it into the form (its id remembered) until success or cancel, then the
 * form is empty in create mode again and the list reloads. Built from the admin kit's parts.
 */
export function formTableScreen<R extends ResourceDef>(config: FormTableConfig<R>) {
  return function FormTableScreen() {
    return <FormTableView config={config} />;
  };
}

function FormTableView<R extends ResourceDef>({ config }: { config: FormTableConfig<R> }) {
  const { resource, texts } = config;
  const Form = config.formComponent ?? ResourceForm;
  const server = useServerList<Row<R>>(resourceListSource(resource));
  const { remove } = resource.useMutations();
  const submitFor = useResourceSubmit(resource);
  const { status, success, failure, clear } = useStatus();
  const [editing, setEditing] = useState<Row<R> | null>(null);
  const [deleting, setDeleting] = useState<Row<R> | null>(null);
  // A new key after each save remounts the form: create mode, empty inputs.
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  const columns = useMemo(() => config.columns(columnKit<Row<R>>()), [config]);
  const fields = useMemo(() => formFields(resource.def.fields, config.form.fields), [resource.def.fields, config.form]);

  const backToCreate = () => {
    setEditing(null);
    setRound((n) => n + 1);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      success(uiMessages.deleted);
      if (editing?.id === deleting.id) backToCreate();
    } catch (error) {
      failure(errorMessage(error, texts.deleteFailed ?? adminMessages.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage
      title={config.title}
      actions={config.addPage && <ButtonLink to={config.addPage.route}>{config.addPage.label}</ButtonLink>}
    >
      <StatusBanner status={status} onDismiss={clear} />
      <section
        ref={formRef}
        aria-label={
          editing ? `${adminMessages.edit} ${config.rowLabel(editing)}` : `${adminMessages.add} ${resource.def.label}`
        }
        className="mb-8 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 className="mb-4 text-lg font-semibold text-stone-900">
          {editing
            ? `${adminMessages.edit}: ${config.rowLabel(editing)}`
            : `${adminMessages.add} ${resource.def.label}`}
        </h2>
        <Form
          key={editing ? `edit-${editing.id}` : `new-${round}`}
          fields={fields}
          record={editing}
          labels={config.form.labels as Record<string, string> | undefined}
          submit={submitFor(editing?.id)}
          submitLabel={editing ? adminMessages.update : adminMessages.upload}
          busyLabel={editing ? adminMessages.busy.updating : adminMessages.busy.uploading}
          failureText={texts.saveFailed}
          onCancel={editing ? backToCreate : undefined}
          onSuccess={() => {
            success(editing ? (texts.updated ?? adminMessages.updated) : (texts.created ?? adminMessages.created));
            backToCreate();
          }}
          onError={(error) => failure(errorMessage(error, texts.saveFailed ?? adminMessages.saveFailed))}
        />
      </section>
      <ServerTable
        server={server}
        columns={columns}
        rowLabel={config.rowLabel}
        caption={config.title}
        onEdit={(row) => {
          setEditing(row);
          formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={texts.confirmQuestion}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
