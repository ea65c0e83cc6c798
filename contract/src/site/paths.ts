import type { resources } from '../resources/index.js';
import type { staticRoutes } from './static-routes.js';

type Href<P extends string> = P extends `${string}{site}${string}`
  ? (siteName: string) => string
  : P extends `${string}:${string}`
    ? (value: number | string) => string
    : string;
type Resources = typeof resources;
type Statics = typeof staticRoutes;

/**
 * Links to every route of the URL table, typed from it: `paths.login`, `paths.news.detail(3)`
 * (a resource by its code name, then its route's name), `paths.about(siteName)`.
 */
export type Paths = { [K in keyof Statics]: Href<Statics[K]['path']> } & {
  [K in keyof Resources]: { [N in keyof Resources[K]['routes']]: Href<Resources[K]['routes'][N] & string> };
};
