/**
 * The calendar feature's face for the owner's availability page (features/items): editing blocked days
 * and the calendar feed. Apart from index.ts, which every listing card's and item page's chunk loads,
 * so that their pages do not carry the editor and its confirmation dialog.
 */
export { BlockDaysEditor } from './block-days-editor.tsx';
export { CalendarFeedPanel } from './calendar-feed-panel.tsx';
