import type { ResourceDef } from '../resource.js';
import { donasis, merchs, naskahs, products } from './catalogue.js';
import { beritakolaborasis, beritapartners, beritas, galeris, profilanggotas, programs } from './content.js';
import { subsgaleri, subsnaskahs, subsvideos } from './exclusive.js';
import {
  ipvideos,
  landingpageimages,
  lpanggotautamas,
  lpberitas,
  lpgaleris,
  lpkolaborasis,
  lpprograms,
  lptestimonis,
} from './landing.js';
import { tikets } from './tickets.js';

/** Every resource of the generic machinery, keyed by table name. */
export const resources = Object.fromEntries(
  (
    [
      beritas,
      beritakolaborasis,
      beritapartners,
      programs,
      profilanggotas,
      galeris,
      products,
      merchs,
      naskahs,
      donasis,
      landingpageimages,
      lpgaleris,
      lpprograms,
      lpberitas,
      lpkolaborasis,
      lptestimonis,
      lpanggotautamas,
      ipvideos,
      subsvideos,
      subsnaskahs,
      subsgaleri,
      tikets,
    ] as ResourceDef[]
  ).map((r) => [r.name, r]),
) as Record<string, ResourceDef>;
