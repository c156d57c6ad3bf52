/** The home feature's public face: the index route composes it with other features. */
export { HomeHero } from './home-hero.tsx';
