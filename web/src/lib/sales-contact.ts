/**
 * Whom visitors contact to buy merchandise or rent equipment. Orders are handled by hand over
 * WhatsApp (spec 2): one place holds the numbers and names.
 */
export interface SalesContact {
  person: string;
  /** shown to people */
  phone: string;
  /** international form for wa.me */
  whatsapp: string;
}

export const productContact: SalesContact = {
  person: 'Eka Pratiwi',
  phone: '0812-7788-1996',
  whatsapp: '6281277881996',
};
export const rentalContact: SalesContact = {
  person: 'Bima Prakoso',
  phone: '0813-6900-2003',
  whatsapp: '6281369002003',
};

/** A wa.me link that opens a chat with the contact, the message already typed. */
export const whatsappLink = (contact: SalesContact, message: string) =>
  `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(message)}`;
