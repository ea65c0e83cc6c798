import assert from 'node:assert/strict';
import { test } from 'node:test';
// The contract's index imports every text area, and importing an area registers it.
import { adminMessages, checkinMessages } from '../index.js';
import { type Locale, setLocaleSource } from './locale.js';
import { textAreas, translateText } from './localized.js';

/**
 * Texts the spec quotes in English: they stay the same in both languages. Any other text longer
 * than 12 characters whose English equals its Indonesian is taken for an untranslated copy.
 */
const ENGLISH_IN_SPEC = new Set([
  // ui
  'Page not found',
  'Sorry, the page you are looking for could not be found or has been removed.',
  'Something went wrong',
  // admin, landing, content, media
  'Processing...',
  'Submitting...',
  'Error submitting form',
  'Error deleting record',
  'Error fetching data',
  'Error fetching news data',
  'Error uploading image',
  'Please upload only image files',
  'Video updated!',
  'Video deleted!',
  'Failed to fetch videos',
  'Failed to save video',
  'Failed to delete video',
  'No videos found',
  'Manage Videos',
  'Manage Accounts',
  'Subscription Time',
  // auth pages
  'Register Account',
  'Please choose a password.',
  'Forgot Password?',
  // payments, subscription, vouchers
  'Payment pending',
  'Payment success',
  'Manage Voucher',
  'Are you sure to delete this data?',
]);

const SHORT = 12;

/**
 * Calls a parameterised text with sample arguments (strings that read as numbers suit both kinds);
 * undefined for a text whose parameter is a list or a record (its type says so; the compiler checked it).
 */
function sample(fn: (...args: unknown[]) => unknown) {
  try {
    return fn(...Array.from({ length: fn.length }, (_, i) => String(i + 3)));
  } catch {
    return undefined;
  }
}

function check(path: string, id: unknown, en: unknown, problems: string[]) {
  if (typeof id === 'string') {
    if (typeof en !== 'string') problems.push(`${path}: no English text`);
    else if (en.trim() === '') problems.push(`${path}: empty English text`);
    else if (en === id && id.length > SHORT && !ENGLISH_IN_SPEC.has(id))
      problems.push(`${path}: English is the Indonesian text (${JSON.stringify(id)})`);
  } else if (typeof id === 'function') {
    if (typeof en !== 'function') problems.push(`${path}: no English function`);
    else if (en.length !== id.length) problems.push(`${path}: English takes ${en.length} arguments, not ${id.length}`);
    else {
      const [idText, enText] = [sample(id as never), sample(en as never)];
      if (idText !== undefined || enText !== undefined) check(`${path}()`, idText, enText, problems);
    }
  } else if (id && typeof id === 'object') {
    if (!en || typeof en !== 'object') {
      problems.push(`${path}: no English object`);
      return;
    }
    for (const key of Object.keys(id)) check(`${path}.${key}`, Reflect.get(id, key), Reflect.get(en, key), problems);
  }
}

test('every registered text area has complete English, not copies of the Indonesian', () => {
  assert.ok(textAreas.size > 1, 'the areas are registered by importing the contract');
  const problems: string[] = [];
  for (const [area, { id, en }] of textAreas) check(area, id, en, problems);
  assert.deepEqual(problems, []);
});

test('an area reads in the language of the moment, and fixed texts translate by their Indonesian', () => {
  let locale: Locale = 'id';
  setLocaleSource(() => locale);
  try {
    assert.equal(adminMessages.backToSite, 'Kembali ke situs');
    assert.equal(checkinMessages.usedAt('20.15'), 'Digunakan pada 20.15');
    assert.equal(translateText('Kembali ke situs'), 'Kembali ke situs');
    locale = 'en';
    assert.equal(adminMessages.backToSite, 'Back to the site');
    assert.equal(adminMessages.busy.saving, 'Saving...');
    assert.equal(checkinMessages.usedAt('20.15'), 'Used at 20.15');
    assert.equal(translateText('Kembali ke situs'), 'Back to the site');
  } finally {
    setLocaleSource(() => 'id');
  }
});
