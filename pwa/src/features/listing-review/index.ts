/** The listing-review feature's face: what the owner of a hidden listing is told, and asking for another look. */
export { ListingModerationNote } from './listing-moderation-note.tsx';
