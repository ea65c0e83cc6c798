import type { English } from '../../i18n/localized.js';
import type { UiTexts } from '../id/ui.js';

export const uiEnglish: English<UiTexts> = {
  loading: 'Loading ...',
  pageNotFound: 'Page not found',
  pageNumber: (n) => `Page ${n}`,
  pageNotFoundBody: 'Sorry, the page you are looking for could not be found or has been removed.',
  goBack: 'Go back',
  genericError: 'Something went wrong',
  fetchError: 'Something went wrong while loading the data.',
  deleteError: 'Something went wrong while deleting the data',
  deleted: 'Data deleted',
  empty: 'Nothing to show yet.',
  notFound: 'Data not found',
  requiredNote: 'Fields marked * are required!',
};
