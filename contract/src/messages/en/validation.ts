import type { English } from '../../i18n/localized.js';
import type { ValidationTexts } from '../id/validation.js';

export const validationEnglish: English<ValidationTexts> = {
  required: 'Required',
  url: 'The address must start with https:// or http://',
  number: 'Must be a number',
  integer: 'Must be a whole number',
  boolean: 'Must be yes or no',
  date: 'Invalid date',
  option: 'Invalid option',
  email: 'Invalid email format',
  min: (n) => `At least ${n}`,
  max: (n) => `At most ${n}`,
  maxLength: (n) => `At most ${n} characters`,
  password: 'Password must be at least 8 characters',
  invalid: 'The data sent is not valid',
  malformedJson: 'Invalid JSON format',
  invalidId: 'Invalid ID',
  immutable: 'Cannot be changed',
  badCharacters: 'Contains characters that are not allowed',
  malformedUpload: 'The upload is incomplete or damaged; try sending it again',
};
