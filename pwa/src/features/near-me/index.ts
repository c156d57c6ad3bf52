/**
 * The near-me feature's public face, for the search and category pages: its state, its buttons, the
 * panel under them and an empty near-me list. The location and the city list load only when used.
 */
export { NearMeButtons } from './near-me-buttons.tsx';
export { NearMeEmpty } from './near-me-empty.tsx';
export { NearMePanel } from './near-me-panel.tsx';
export { radiusOf } from './near-radius.ts';
export { useNearMe, type ApplyNear, type NearMe, type NearParams } from './use-near-me.ts';
