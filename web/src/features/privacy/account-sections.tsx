/** The account page's personal-data parts (UU PDP): my data, my consents, deleting my account. */
export { DataExport } from './components/data-export';
export { DeleteAccount } from './components/delete-account';
export { NewsConsent } from './components/news-consent';
