import { SITE_SLUG } from './site';

/**
 * How to reach the company: shown in the footer and wherever a page tells visitors whom to ask
 * (password reset, orders). One place, so a change of address or handle is one edit.
 */
export const contact = {
  email: `info@${SITE_SLUG}.id`,
  address: ['Jl. Z.A. Pagar Alam No. 21, Rajabasa', 'Bandar Lampung, Lampung 35144'],
  coalition: { label: 'Anggota Koalisi Seni Indonesia', url: 'https://koalisiseni.or.id' },
  social: [
    { name: 'Instagram', url: `https://www.instagram.com/${SITE_SLUG}` },
    { name: 'YouTube', url: `https://www.youtube.com/@${SITE_SLUG}` },
    { name: 'Facebook', url: `https://www.facebook.com/${SITE_SLUG}` },
  ],
} as const;

export type SocialName = (typeof contact.social)[number]['name'];
