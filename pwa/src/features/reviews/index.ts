/** The reviews feature's public face: home places the section; nothing else is needed from outside. */
export { ReviewsSection } from './reviews-section.tsx';
