/**
 * The copy a first screen is written in: the page's language as boot.js will pick it on a first visit
 * (the browser's first of Kiraya's languages, from Accept-Language). The shared copy modules evaluate
 * English on the server, so the Hindi halves are imported directly, as user-copy.ts does.
 */
import { pickLocale, type Locale } from '@shared/locale.ts';
import { messages, type CoreMessages } from '@shared/messages.ts';
import { browseMessages, type BrowseMessages } from '@shared/messages/browse.ts';
import { calendarMessages, type CalendarMessages } from '@shared/messages/calendar.ts';
import { categoryDescriptionMessages, type CategoryDescriptionMessages } from '@shared/messages/category-descriptions.ts';
import { categoryMessages, type CategoryMessages } from '@shared/messages/categories.ts';
import { heroMessages, type HeroMessages } from '@shared/messages/hero.ts';
import { nearMeMessages, type NearMeMessages } from '@shared/messages/near-me.ts';
import hindiBrowse from '@shared/messages/hi/browse.ts';
import hindiCalendar from '@shared/messages/hi/calendar.ts';
import hindiCategoryDescriptions from '@shared/messages/hi/category-descriptions.ts';
import hindiCategories from '@shared/messages/hi/categories.ts';
import hindiHero from '@shared/messages/hi/hero.ts';
import hindiMessages from '@shared/messages/hi/messages.ts';
import hindiNearMe from '@shared/messages/hi/near-me.ts';
import type { AppContext } from '../../types.ts';

export interface FirstScreenCopy {
  locale: Locale;
  core: CoreMessages;
  browse: BrowseMessages;
  calendar: CalendarMessages;
  hero: HeroMessages;
  categories: CategoryMessages;
  categoryDescriptions: CategoryDescriptionMessages;
  nearMe: NearMeMessages;
}

const copies: Readonly<Record<Locale, FirstScreenCopy>> = {
  en: {
    locale: 'en',
    core: messages,
    browse: browseMessages,
    calendar: calendarMessages,
    hero: heroMessages,
    categories: categoryMessages,
    categoryDescriptions: categoryDescriptionMessages,
    nearMe: nearMeMessages,
  },
  hi: {
    locale: 'hi',
    core: hindiMessages,
    browse: hindiBrowse,
    calendar: hindiCalendar,
    hero: hindiHero,
    categories: hindiCategories,
    categoryDescriptions: hindiCategoryDescriptions,
    nearMe: hindiNearMe,
  },
};

export const firstScreenCopy = (ctx: AppContext): FirstScreenCopy => copies[pickLocale(ctx.acceptsLanguages())];

/** A listing's title as the app shows it (item-text.ts itemTitle): its own, or "Untitled Item". */
export const listingTitle = (copy: FirstScreenCopy, title: string): string => title.trim() || copy.browse.card.untitled;
