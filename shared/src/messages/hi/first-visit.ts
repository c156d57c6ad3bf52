/**
 * The Hindi halves of the copy a first visit's page reads, as one module each of those copy modules
 * imports: a Hindi first visit fetches them in one request, and the build makes no stand-in chunk for
 * each of the six (so a Hindi first visit stays within the same 150 KB budget).
 */
export { default as core } from './messages.ts';
export { default as hero } from './hero.ts';
export { default as install } from './install.ts';
export { default as language } from './language.ts';
export { default as categories } from './categories.ts';
export { default as routeError } from './route-error.ts';
