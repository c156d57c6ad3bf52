/** The items feature's public face: cards, grids, list queries, and the item page. */
export { EmptyState } from './empty-state.tsx';
export { ItemCard } from './item-card.tsx';
export { ItemGrid } from './item-grid.tsx';
export { ItemPage } from './item-page.tsx';
export { LoadMoreButton } from './load-more-button.tsx';
export { OfflineNote, savedAgo } from './offline-note.tsx';
export { listCategoryItems, listItems, listViewedItems, type ItemPage as ItemListPage } from './items-api.ts';
export { useItemListQuery, type ItemListQuery, type PageFetcher } from './use-item-list-query.ts';
