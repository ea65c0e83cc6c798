import { adminMessages, fillTemplate, hrefOf, type ResourceDef } from '@teater/contract';
import { resourceClient } from '../../../lib/resource-client';
import type { AddScreenConfig } from './add-screen';
import { customForms } from './custom-forms';
import { definitionColumns } from './definition-columns';
import type { FormTableConfig } from './form-table-screen';
import type { ManageScreenConfig } from './manage-screen';

type Row = Record<string, unknown>;

/** The admin part of a definition, which a resource with an admin screen has (checked by a test). */
const adminOf = (def: ResourceDef) => {
  if (!def.admin) throw new Error(`${def.name} declares no admin screen`);
  return def.admin;
};

/** A route of the resource, by name: its manage screen or its add page. */
const routeOf = (def: ResourceDef, name: 'admin' | 'adminAdd') => {
  const pattern = def.routes?.[name];
  return pattern === undefined ? undefined : hrefOf(pattern);
};

/** The kit's form the definition names, if any (the fields' own form otherwise). */
const formOf = (def: ResourceDef) => (def.admin?.customForm ? customForms[def.admin.customForm] : undefined);

/** What names a row (the definition's `admin.rowLabel`: `'{judul}'`), filled from the row. */
const rowLabelOf = (template: string) => (row: Row) => fillTemplate(template, row);

const changeableOf = (rule: { field: string; value: string } | undefined) =>
  rule === undefined ? undefined : (row: Row) => row[rule.field] === rule.value;

/** A manage screen (table, add/edit dialog or add link, delete confirmation) from a definition. */
export function manageConfigOf(def: ResourceDef): ManageScreenConfig<ResourceDef> {
  const admin = adminOf(def);
  const addRoute = routeOf(def, 'adminAdd');
  const add = admin.add;
  return {
    title: admin.title,
    resource: resourceClient(def),
    columns: () => definitionColumns(def),
    numbered: admin.numbered,
    form: admin.form,
    editForm: admin.editForm,
    add: add && (add.dialog || !addRoute ? { label: add.label, dialog: true } : { label: add.label, route: addRoute }),
    editable: admin.editable,
    deletable: admin.deletable,
    changeable: changeableOf(admin.changeableWhile),
    browserConfirm: admin.browserConfirm,
    texts: admin.texts,
    rowLabel: rowLabelOf(admin.rowLabel),
    formComponent: formOf(def),
  };
}

/** The form-above-the-table screen of a definition with `layout: 'formTable'`. */
export function formTableConfigOf(def: ResourceDef): FormTableConfig<ResourceDef> {
  const admin = adminOf(def);
  const addRoute = routeOf(def, 'adminAdd');
  return {
    title: admin.title,
    resource: resourceClient(def),
    columns: () => definitionColumns(def),
    form: admin.form ?? {},
    addPage: admin.add && addRoute ? { label: admin.add.label, route: addRoute } : undefined,
    formComponent: formOf(def),
    texts: admin.texts ?? {},
    rowLabel: rowLabelOf(admin.rowLabel),
  };
}

/** The add page of a definition (its `addPage`; back to its manage screen). */
export function addConfigOf(def: ResourceDef): AddScreenConfig<ResourceDef> {
  const admin = adminOf(def);
  const page = admin.addPage ?? { title: admin.add?.label ?? admin.title };
  const button = page.button;
  return {
    title: page.title,
    resource: resourceClient(def),
    list: { route: routeOf(def, 'admin') ?? '', label: admin.title },
    form: page.form ?? admin.form,
    button: button && { label: adminMessages[button.label], busy: adminMessages.busy[button.busy] },
    texts: page.texts,
    afterSuccess: page.afterSuccess,
    formComponent: formOf(def),
  };
}
