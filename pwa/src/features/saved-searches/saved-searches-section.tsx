/**
 * The profile's saved searches (the dashboard's Notifications tab): each search in words, its last
 * match (a link to that listing while it is listed), a way to search again and Delete. Read from the
 * server when shown; deleting needs a connection and is said in a toast.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BellRing, Trash2 } from 'lucide-react';
import type { SavedSearch } from '@shared/api.ts';
import { formatRelativeTime } from '@shared/intl-dates.ts';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { useFetchedList } from '@pwa/sync/use-fetched-list.ts';
import { FetchedListBody } from '@pwa/ui/fetched-list-body.tsx';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { savedSearchLabel } from './saved-search-label.ts';
import { deleteSavedSearch, fetchSavedSearches } from './saved-searches-api.ts';

const t = savedSearchMessages;

export function SavedSearchesSection() {
  const { state, retry, remove } = useFetchedList(fetchSavedSearches);
  return (
    <section aria-labelledby="saved-searches-heading" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="saved-searches-heading" className="flex items-center gap-2 text-lg font-bold text-fg">
        <BellRing aria-hidden className="size-5 text-primary" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.intro}</p>
      <FetchedListBody state={state} onRetry={retry} text={{ loading: t.loading, failed: t.loadFailed, retry: t.retry, empty: t.empty }}>
        {(searches) => (
          <ul className="mt-3 space-y-3">
            {searches.map((search) => (
              <li key={search.id}>
                <SavedSearchRow search={search} onDeleted={() => remove(search.id)} />
              </li>
            ))}
          </ul>
        )}
      </FetchedListBody>
    </section>
  );
}

function SavedSearchRow({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  const label = savedSearchLabel(search);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteSavedSearch(search.id);
      showToast('success', t.deleted);
      onDeleted();
    } catch (error) {
      setDeleting(false);
      showToast('error', t.deleteFailed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    }
  };
  return (
    <div className="rounded-xl border border-border p-3">
      <p className="font-semibold break-words text-fg">{label}</p>
      <LastMatch search={search} />
      <div className="mt-2 flex flex-wrap gap-2">
        <SearchAgainLink search={search} />
        <Button variant="ghost-danger" disabled={deleting} aria-label={t.deleteLabel(label)} onClick={() => void remove()} className="gap-1.5">
          <Trash2 aria-hidden className="size-4" />
          {t.delete}
        </Button>
      </div>
    </div>
  );
}

function LastMatch({ search }: { search: SavedSearch }) {
  const match = search.lastMatch;
  if (!match) return <p className="mt-1 text-sm text-fg-muted">{t.noMatchYet}</p>;
  const when = formatRelativeTime(new Date(match.at));
  if (!match.itemId || !match.title) return <p className="mt-1 text-sm text-fg-muted">{t.lastMatchGone(when)}</p>;
  return (
    <p className="mt-1 text-sm text-fg-muted">
      <Link to="/item/$id" params={{ id: match.itemId }} className="underline underline-offset-2 hover:text-fg">
        {t.lastMatch(match.title, when)}
      </Link>
    </p>
  );
}

/** The search itself again: a category's page when it names a category (near-me kept), else the search page. */
function SearchAgainLink({ search }: { search: SavedSearch }) {
  const near = search.near ?? undefined;
  const radiusKm = search.radiusKm === null ? undefined : String(search.radiusKm);
  const className = buttonClass('outline');
  if (search.categorySlug) {
    return (
      <Link to="/category/$slug" params={{ slug: search.categorySlug }} search={{ near, radiusKm }} className={className}>
        {t.open}
      </Link>
    );
  }
  const days = search.from && search.to ? { from: search.from, to: search.to } : {};
  return (
    <Link to="/search" search={{ q: search.q ?? undefined, location: search.location ?? undefined, near, radiusKm, ...days }} className={className}>
      {t.open}
    </Link>
  );
}
