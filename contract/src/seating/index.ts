export * from './answers.js';
export * from './bodies.js';
export * from './layout.js';
export * from './place.js';
