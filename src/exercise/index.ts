// Exercises that check themselves (format.ts, picture.ts, run-checks.ts), for the CLI and the page.
export * from './format.js';
export * from './picture.js';
export * from './lines.js';
export * from './run-checks.js';
