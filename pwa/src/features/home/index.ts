/** The home feature's public face: the index route composes it with other features. */
export { DeferredBelowFold } from './deferred-below-fold.tsx';
export { HomeHero } from './home-hero.tsx';
