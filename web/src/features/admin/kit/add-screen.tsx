import { adminMessages, type ResourceDef } from '@teater/contract';
import { type ComponentType, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { failureWithDetail } from '../../../lib/api';
import type { ResourceClient } from '../../../lib/resource-client';
import { toast } from '../../../lib/toast';
import { AdminPage } from './admin-page';
import { formFields } from './form-values';
import type { FormConfig } from './manage-screen';
import { ResourceForm, type ResourceFormProps } from './resource-form';
import { StatusBanner, useStatus } from './status-banner';
import { useResourceSubmit } from './use-resource-submit';

export interface AddScreenConfig<R extends ResourceDef> {
  title: string;
  resource: ResourceClient<R>;
  /** the list screen: a back link, and where to go after success when `afterSuccess` is 'list' */
  list: { route: string; label: string };
  form?: FormConfig<R>;
  /** button labels; default Upload / Uploading... / Uploaded! */
  button?: { label: string; busy: string; done?: string };
  texts?: { success?: string; failure?: string };
  /** after success: stay with an empty form (default) or go back to the list with a toast */
  afterSuccess?: 'stay' | 'list';
  /** the form, when more than the contract's fields (default ResourceForm) */
  formComponent?: ComponentType<ResourceFormProps>;
}

/** Turns a configuration into an add page: the contract's form, feedback, reset or redirect. */
export function addScreen<R extends ResourceDef>(config: AddScreenConfig<R>) {
  return function AddScreen() {
    return <AddScreenView config={config} />;
  };
}

function AddScreenView<R extends ResourceDef>({ config }: { config: AddScreenConfig<R> }) {
  const { resource, texts = {}, afterSuccess = 'stay' } = config;
  const Form = config.formComponent ?? ResourceForm;
  const button = config.button ?? {
    label: adminMessages.upload,
    busy: adminMessages.busy.uploading,
    done: adminMessages.uploaded,
  };
  const navigate = useNavigate();
  const submit = useResourceSubmit(resource)();
  const { status, success, failure, clear } = useStatus();
  const fields = useMemo(
    () => formFields(resource.def.fields, config.form?.fields),
    [resource.def.fields, config.form?.fields],
  );
  const failureText = texts.failure ?? adminMessages.saveFailed;

  return (
    <AdminPage title={config.title} back={{ to: config.list.route, label: config.list.label }}>
      <StatusBanner status={status} onDismiss={clear} />
      <div className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <Form
          fields={fields}
          labels={config.form?.labels as Record<string, string> | undefined}
          submit={submit}
          submitLabel={button.label}
          busyLabel={button.busy}
          doneLabel={afterSuccess === 'stay' ? button.done : undefined}
          resetOnSuccess={afterSuccess === 'stay'}
          failureText={failureText}
          onSuccess={() => {
            const text = texts.success ?? adminMessages.created;
            if (afterSuccess === 'list') {
              toast.success(text);
              navigate(config.list.route);
            } else success(text);
          }}
          onError={(error) => {
            failure(failureWithDetail(error, failureText));
            toast.error(failureText);
          }}
        />
      </div>
    </AdminPage>
  );
}
