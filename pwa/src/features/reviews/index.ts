/** The reviews feature's public face: its stars, which listings' ratings reuse (the rest is in pages.ts). */
export { StarRating } from './star-rating.tsx';
