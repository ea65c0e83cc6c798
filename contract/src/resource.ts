import { type EntityOf, type Fields, type WithEnglish, withEnglish } from './fields.js';
import { resourcesView } from './i18n/en/resources.js';
import type { ListDef } from './list.js';
import type { AdminDef } from './resource-admin.js';
import type { PageDef, PublicTexts } from './resource-pages.js';
import type { MenuEntry } from './site/types.js';

/** Who may call: anyone, any logged-in user, an active subscriber, or an admin role. */
export type Access = 'public' | 'user' | 'subscriber' | 'admin' | 'superadmin';

/** A field's name (an English one `x_en` too), or one every record has. */
export type FieldName<F extends Fields> = Extract<keyof WithEnglish<F>, string> | 'id' | 'createdAt' | 'updatedAt';

/** A user-visible text: plain, or built from values (`(n) => \`Sisa ${n} kursi\``). */
export type Text = string | ((...args: never[]) => string);

/**
 * One resource, declared once: the API derives its REST routes, validation, table and indexes;
 * the URL table (contract/src/site) its pages' URLs and menu entries; the admin kit its screen;
 * the server its rendered pages, link previews and sitemap entries; the web its forms and generic
 * pages. See docs/adding-a-resource.md.
 */
export interface ResourceDef<F extends Fields = Fields, T = unknown> {
  /** table name, and the spec's name for it */
  name: string;
  /** REST path under /api/v1 */
  path: `/${string}`;
  /** singular label for admin screens */
  label: string;
  fields: F;
  access: { read: Access; write: Access };
  /** how create and patch bodies travel */
  body: 'multipart' | 'json';
  /** what its list may be searched, sorted and filtered by (default: sorted by createdAt only) */
  list?: ListDef;
  /** files are exclusive content: stored apart and served only to subscribers and admins */
  exclusive?: boolean;
  /** items may be drafted and scheduled (its fields include publishingFields) */
  publishing?: boolean;
  /**
   * Its URLs by name. `admin` is its manage screen, `adminAdd` its add page, `adminPhotos` an
   * album's photo screen (with `photos` below), any other `admin…` name the manage screen again
   * unless web/src/app/route-table.ts names a screen of its own; the other names are public pages
   * (`pages` below), a detail page when the pattern has `:id` (`/news/:id`, `/scripts/setiapscript?id=:id`), else a
   * list page. Who may open the public ones follows `access.read`.
   */
  routes?: Readonly<Record<string, string>>;
  /** its links in the site's menus (header, footer, landing shortcuts, admin navigation) */
  menus?: readonly MenuEntry[];
  /** its public pages, by their route's name */
  pages?: Readonly<Record<string, PageDef<FieldName<F>>>>;
  /** its admin screen */
  admin?: AdminDef<FieldName<F>>;
  /** an album: its photos are added, ordered and removed one by one (decision 020) */
  photos?: PhotoList<Extract<keyof F, string>>;
  /** the texts its pages show (the generic pages read PublicTexts' names; a page of its own may add any) */
  texts?: T & PublicTexts;
}

/**
 * An album's photos: a jsonb column of `{ id, image }` in order, changed by POST, PUT …/order and
 * DELETE on `{path}/{id}/photos`; its photo screen is the `adminPhotos` route.
 */
export interface PhotoList<K extends string = string> {
  /** the column that lists the photos (not a field: the calls above change it) */
  list: string;
  /** an album keeps at least this many photos (the gallery its main picture) */
  minPhotos: number;
  /** the spec's single fields that show the photo at a place (`gambarGaleri`: 0, the first) */
  places: Partial<Record<K, number>>;
}

type Routes = Readonly<Record<string, string>>;

/**
 * A definition, typed: its fields' names and kinds (each translatable field followed by its English
 * field `x_en`, see withEnglish), its routes, its texts and photos when it has them.
 */
export const defineResource = <
  const F extends Fields,
  const T extends Record<string, Text> = Record<string, never>,
  const R extends Routes = Record<never, string>,
  const P extends PhotoList | undefined = undefined,
>(
  def: ResourceDef<F, T> & { routes?: R; photos?: P },
) =>
  // read in the current language: its labels and titles have English in the resources catalog
  resourcesView({ ...def, fields: withEnglish(def.fields) }) as ResourceDef<WithEnglish<F>, T> & {
    routes: R;
  } & (Record<string, never> extends T ? unknown : { texts: T & PublicTexts }) &
    (P extends PhotoList ? { photos: P } : unknown);

export type Entity<R> = R extends ResourceDef<infer F, infer _T> ? EntityOf<F> : never;
