import { companyContact } from '@teater/contract';
import { SITE_SLUG } from './site';

/** How to reach the company (contract/src/contact.ts), for this site's name. */
export const contact = companyContact(SITE_SLUG);

export type SocialName = (typeof contact.social)[number]['name'];
