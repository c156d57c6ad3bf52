/** A saved search in words, as the profile lists it: “projector” · Event Accessories · Pune · within 25 km · 12 Dec to 15 Dec. */
import type { SavedSearch } from '@shared/api.ts';
import { categoryName } from '@shared/messages/categories.ts';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';

const t = savedSearchMessages;

export function savedSearchLabel(search: SavedSearch): string {
  const parts = [
    search.q ? `“${search.q}”` : null,
    search.categorySlug && search.categoryName ? categoryName({ slug: search.categorySlug, name: search.categoryName }) : null,
    search.location,
    search.radiusKm !== null ? t.near(search.radiusKm) : null,
    search.from && search.to ? t.days(formatIndiaDate(`${search.from}T12:00:00+05:30`), formatIndiaDate(`${search.to}T12:00:00+05:30`)) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : t.anything;
}
