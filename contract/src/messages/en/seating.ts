import type { English } from '../../i18n/localized.js';
import type { SeatingTexts } from '../id/seating.js';

export const seatingEnglish: English<SeatingTexts> = {
  planNotFound: 'Venue plan not found',
  showNotSeated: 'This show does not use a seat map',
  showSeated: 'This show uses a seat map: choose your seats on the map',
  seatTaken: 'A seat you chose was just taken by another buyer. Please choose another seat.',
  seatUnknown: "Seat not found on this show's map",
  seatBlocked: 'This seat is not for sale',
  noAdjacent: (count) => `There are no ${count} adjacent seats available`,
  duplicateSeat: 'The same seat was chosen twice',
  duplicateSection: (name) => `The section name ${name} is used twice`,
  duplicateRow: (section, row) => `Row ${row} of section ${section} appears twice`,
  duplicateNumber: (section, row, number) => `Seat ${number} of row ${row} in section ${section} appears twice`,
  markUnknown: (section, row, number) => `Seat ${number} of row ${row} in section ${section} is not on the plan`,
  companionUnknown: (section, row, number) =>
    `Companion seat ${number} of row ${row} in section ${section} is not on the plan`,
  tooManySeats: (max) => `A plan holds at most ${max} seats`,
  seatOutsideZones: (count) => `${count} seats are in no price zone yet`,
  zoneNotOfShow: "A price zone must be one of this show's ticket categories",
  showHasOrders: 'This show already has orders: its plan cannot be changed',
  blockReasonRequired: 'A reason is required',
  notBlockable: 'A seat already ordered or already held cannot be held',
  notBlocked: 'This seat is not held',
  planSaved: 'Plan saved',
  showSeatingSaved: "The show's plan is saved",
  seatsBlocked: 'Seats held',
  seatsReleased: 'Seats back on sale',
  copyName: (name) => `${name} (copy)`,
  kind: { seat: 'Seat', wheelchair: 'Wheelchair space', companion: 'Companion' },
  state: { free: 'Available', taken: 'Taken', blocked: 'Not for sale', mine: 'Your choice' },
  seatName: (section, row, number) => `${section}, row ${row}, seat ${number}`,
};
