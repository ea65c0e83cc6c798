/** Texts the catalogue pages share (products, rentals, scripts): contact dialog, availability. */
export const catalogue = {
  contactLine: (phone: string, person: string) => `Pemesanan dan informasi: ${phone} (${person})`,
  contactDialogTitle: 'Hubungi Kami',
  contactVia: (person: string) => `Hubungi ${person} melalui WhatsApp untuk melanjutkan.`,
  whatsapp: 'Chat WhatsApp',
  close: 'Tutup',
  perItem: 'per hari',
  available: 'Tersedia',
  soldOut: 'Habis',
  lihat: 'Lihat',
  kembali: 'Kembali',
  category: 'Kategori',
  stock: 'Stok',
  script: 'Naskah',
  /** the WhatsApp message the contact dialog starts */
  buyMessage: (person: string, item: string) => `Halo ${person}, saya ingin membeli "${item}".`,
  rentMessage: (person: string, item: string) => `Halo ${person}, saya ingin menyewa "${item}".`,
} as const;

export type CatalogueTexts = typeof catalogue;
