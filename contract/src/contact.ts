/**
 * How to reach the company, from the slug of its name: the footer shows it, the server describes
 * the company with it to search engines. One place, so a change of address or handle is one edit.
 */
export const companyContact = (slug: string) =>
  ({
    email: `info@${slug}.id`,
    address: ['Jl. Z.A. Pagar Alam No. 21, Rajabasa', 'Bandar Lampung, Lampung 35144'],
    locality: 'Bandar Lampung',
    region: 'Lampung',
    postalCode: '35144',
    street: 'Jl. Z.A. Pagar Alam No. 21, Rajabasa',
    coalition: { label: 'Anggota Koalisi Seni Indonesia', url: 'https://koalisiseni.or.id' },
    social: [
      { name: 'Instagram', url: `https://www.instagram.com/${slug}` },
      { name: 'YouTube', url: `https://www.youtube.com/@${slug}` },
      { name: 'Facebook', url: `https://www.facebook.com/${slug}` },
    ],
  }) as const;
