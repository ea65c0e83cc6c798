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
import { resourceClient } from '../../lib/resource-client';

/** The landing page's resources; the admin screens edit the same ones. */
export const heroApi = resourceClient(landingpageimages);
export const landingGalleryApi = resourceClient(lpgaleris);
export const lpProgramApi = resourceClient(lpprograms);
export const lpBeritaApi = resourceClient(lpberitas);
export const lpKolaborasiApi = resourceClient(lpkolaborasis);
export const testimoniApi = resourceClient(lptestimonis);
export const featuredMemberApi = resourceClient(lpanggotautamas);
export const introVideoApi = resourceClient(ipvideos);

/** A featured member as the API answers it: the member's name and photo joined in. */
export type FeaturedMember = Entity<typeof lpanggotautamas> & { nama: string | null; photo: string | null };
