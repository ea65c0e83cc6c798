import type { English } from '../../i18n/localized.js';
import type { DoorSalesTexts } from '../id/door-sales.js';

export const doorSalesEnglish: English<DoorSalesTexts> = {
  notSeller: 'This door access only checks tickets; it does not sell.',
  noQuota: "The door's quota for this category is sold out.",
  shareSpent: "This device's offline share of this category is used up.",
  quotaBelowSold: (category: string, n: number) =>
    `The ${category} quota cannot be below the ${n} already sold or shared.`,
  quotaShort: (category: string, n: number) => `Only ${n} ${category} seats can still be set aside.`,
  unknownCategory: 'This category is not one of the show’s.',
  shiftClosed: 'This shift is already closed.',
  shiftNotYours: 'This shift belongs to another device or person.',
  shiftOpen: 'This device still has an open shift.',
  cashShort: 'The cash received is less than the total.',
  qrisOnline: 'QRIS needs an internet connection.',
  qrisOffline: 'Offline sales can only be cash.',
  keyReused: 'This sale key was already used for another sale.',
  notRefundable: 'This sale cannot be refunded at the door.',
  badPhone: 'Invalid phone number',
  gatewayDown: 'QRIS cannot be created right now. Try again or take cash.',
};
