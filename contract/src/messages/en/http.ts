import type { English } from '../../i18n/localized.js';
import type { HttpTexts } from '../id/http.js';

export const httpEnglish: English<HttpTexts> = {
  notFound: 'Data not found',
  routeNotFound: 'Address not found',
  unauthorized: 'You need to log in first',
  forbidden: 'You do not have access',
  server: 'Something went wrong on the server',
  rateLimited: 'Too many attempts, please try again later',
  crossOrigin: 'Requests from other sites are refused',
  tooLarge: 'The file is too large',
  unsupportedType: 'This file type is not supported',
  inUse: 'This data is still used by other data, so it cannot be deleted',
};
