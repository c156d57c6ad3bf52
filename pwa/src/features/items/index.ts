/** The items feature's public face: cards, grids and list queries (its pages: item-page.tsx and pages.ts). */
export { ItemCard } from './item-card.tsx';
export { ItemGrid } from './item-grid.tsx';
export { LoadMoreButton } from './load-more-button.tsx';
export { listCategoryItems, listItems, listSearchResults, listViewedItems, type ItemPage as ItemListPage } from './items-api.ts';
export { useItemListQuery, type ItemListQuery, type PageFetcher } from './use-item-list-query.ts';
// For the contact page's listing summary: the listing as the item page reads it, and its texts.
export { useItem, type ItemState } from './use-item.ts';
export { ItemPrice } from './item-price.tsx';
export { itemLocation, itemTitle, ownerCardName } from './item-text.ts';
export { PlaceholderIllustration } from './placeholder-illustration.tsx';
