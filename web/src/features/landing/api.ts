import {
  type Entity,
  ipvideos,
  landingpageimages,
  lpanggotautamas,
  lpberitas,
  lpgaleris,
  lpkolaborasis,
  lpprograms,
  lptestimonis,
} from '@teater/contract';
import { resourceApi } from '../../lib/resource-api';

/** The landing page's resources; the admin screens edit the same ones. */
export const heroApi = resourceApi(landingpageimages);
export const landingGalleryApi = resourceApi(lpgaleris);
export const lpProgramApi = resourceApi(lpprograms);
export const lpBeritaApi = resourceApi(lpberitas);
export const lpKolaborasiApi = resourceApi(lpkolaborasis);
export const testimoniApi = resourceApi(lptestimonis);
export const featuredMemberApi = resourceApi(lpanggotautamas);
export const introVideoApi = resourceApi(ipvideos);

/** A featured member as the API answers it: the member's name and photo joined in. */
export type FeaturedMember = Entity<typeof lpanggotautamas> & { nama: string | null; photo: string | null };
