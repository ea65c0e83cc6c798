export * from './campaigns.js';
export * from './constants.js';
export * from './gifts.js';
