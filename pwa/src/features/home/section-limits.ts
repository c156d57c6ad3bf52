/**
 * Home sections show at most 12 items and fetch one more, so the 13th tells them that a
 * see-more link is due without a separate count.
 */
import { limits } from '@shared/limits.ts';

export const SECTION_SHOWN = limits.homeSectionShown;
export const SECTION_FETCH = SECTION_SHOWN + 1;

export const shownItems = <T>(items: readonly T[]): readonly T[] => items.slice(0, SECTION_SHOWN);

export const hasSeeMore = (items: readonly unknown[]): boolean => items.length > SECTION_SHOWN;
