import type { adminMessages } from './messages/admin.js';

/**
 * A resource's admin screen as data: the admin kit (web/src/features/admin/kit) builds the table,
 * the add/edit form, the add page and the delete confirmation from it. Its URLs and menu entry are
 * in the URL table (contract/src/site/table.ts, from the definition's `routes` and `menus`).
 */

/** A text with `{field}` placeholders filled from the row: `'Thumbnail {judul}'`. */
export type RowTemplate = string;

/** A cell drawn by a React component of the admin kit, named here (web/src/features/admin/kit/custom-cells.tsx). */
export type CustomCellName =
  | 'attendeesLink'
  | 'albumPhotos'
  | 'ticketCategories'
  | 'voucherAmount'
  | 'voucherScope'
  | 'voucherUses'
  | 'announcementProgress'
  | 'announcementSend'
  | 'announce';

/** A form of the admin kit that adds to the fields what they cannot describe (web/src/features/admin/kit/custom-forms.tsx). */
export type CustomFormName = 'ticketCategories' | 'voucherScope';

/** One column of the admin table: what kind of value, which field, under which header. */
export type AdminColumn<K extends string = string> =
  | { kind: 'text' | 'yesNo' | 'rupiah' | 'date' | 'dateTime'; field: K; header: string }
  /** a thumbnail; `alt` names the picture for screen readers */
  | { kind: 'image'; field: K; header: string; alt: RowTemplate }
  /** the availability badge: Tersedia green, Habis red, others grey (a boolean reads Tersedia / Habis) */
  | { kind: 'status'; field: K; header: string }
  /** a select field's option label */
  | { kind: 'option'; field: K; header: string }
  /** a link that opens the stored file, or `empty` when there is none */
  | { kind: 'file'; field: K; header: string; empty?: string }
  | { kind: 'custom'; cell: CustomCellName; header: string; field?: K };

type Plain = 'text' | 'yesNo' | 'rupiah' | 'date' | 'dateTime' | 'status' | 'option';
const plain =
  <P extends Plain>(kind: P) =>
  <K extends string>(field: K, header: string) =>
    ({ kind, field, header }) as AdminColumn<K>;

/** Column builders: `column.image('photo_url', 'Thumbnail', '{title}')`, `column.text('title', 'Judul')`. */
export const column = {
  text: plain('text'),
  /** booleans as YA / TIDAK */
  yesNo: plain('yesNo'),
  rupiah: plain('rupiah'),
  date: plain('date'),
  dateTime: plain('dateTime'),
  status: plain('status'),
  option: plain('option'),
  image: <K extends string>(field: K, header: string, alt: RowTemplate): AdminColumn<K> => ({
    kind: 'image',
    field,
    header,
    alt,
  }),
  file: <K extends string>(field: K, header: string, empty?: string): AdminColumn<K> => ({
    kind: 'file',
    field,
    header,
    empty,
  }),
  custom: (cell: CustomCellName, header: string): AdminColumn<never> => ({ kind: 'custom', cell, header }),
};

/** The screen's own toasts and texts (spec 8); the kit's defaults are in adminMessages. */
export interface ScreenTexts {
  created?: string;
  updated?: string;
  deleted?: string;
  saveFailed?: string;
  deleteFailed?: string;
  /** shown when the list cannot be loaded */
  fetchFailed?: string;
  confirmTitle?: string;
  confirmQuestion?: string;
  empty?: string;
  addTitle?: string;
  editTitle?: string;
  /** header of the actions column; default 'Actions' */
  actionsHeader?: string;
}

export interface FormDef<K extends string = string> {
  /** the fields the form shows, in order; default: every editable field */
  fields?: readonly K[];
  /** label overrides; labels come from the fields otherwise */
  labels?: Partial<Record<K, string>>;
}

type BusyLabel = keyof typeof adminMessages.busy;

/** A page of its own for adding (its URL is the resource's `adminAdd` route). */
export interface AddPageDef<K extends string = string> {
  title: string;
  form?: FormDef<K>;
  /** the submit button and its busy label; default Upload / Uploading... then Uploaded! */
  button?: { label: 'add' | 'upload'; busy: BusyLabel };
  texts?: { success?: string; failure?: string };
  /** after success: stay with an empty form (default) or go back to the list with a toast */
  afterSuccess?: 'stay' | 'list';
}

export interface AdminDef<K extends string = string> {
  title: string;
  columns: readonly AdminColumn<K>[];
  /** `table` (default): the table, adding and editing in a dialog; `formTable`: the form above the table */
  layout?: 'table' | 'formTable';
  /** a leading 'No' column */
  numbered?: boolean;
  form?: FormDef<K>;
  /** the edit form when it differs from the add form */
  editForm?: FormDef<K>;
  /** the add and edit forms are this form of the kit (the fields, and a show's ticket categories) */
  customForm?: CustomFormName;
  /** the Add button: opens a dialog on this screen, or (without `dialog`) links to the add page */
  add?: { label: string; dialog?: true };
  /** the add page (its URL is the resource's `adminAdd` route) */
  addPage?: AddPageDef<K>;
  /** default true */
  editable?: boolean;
  /** default true */
  deletable?: boolean;
  /** rows may be edited and deleted only while this field holds this value (an announcement while a draft) */
  changeableWhile?: { field: K; value: string };
  /** ask with the browser's own confirm() (spec 5: videos, naskah, donasi, landing) */
  browserConfirm?: boolean;
  texts?: ScreenTexts;
  /**
   * what names a row where a screen reader or a dialog speaks of it: the Edit and Delete buttons
   * ('Edit {judul}'), the edit form's title
   */
  rowLabel: RowTemplate;
}

/** Fills a row template: `'Foto 1 {key}'` with the row's key. */
export const fillTemplate = (template: RowTemplate, row: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(row[name] ?? ''));
