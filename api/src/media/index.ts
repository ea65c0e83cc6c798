/** What the media capability shows the others: everything else in api/src/media is its own. */
export { contentTypeOf } from './content-type.js';
export { readMultipart } from './multipart.js';
export { folderObjectStore } from './objects/folder-store.js';
export type { ObjectStore } from './objects/object-store.js';
export { openObjectStore } from './objects/open-store.js';
export { CARD, previewCard } from './preview-card.js';
export type { MediaStore } from './store.js';
