/**
 * The header's search box: Enter or the search button goes to /search?q=…; empty or blank
 * text does nothing. The router encodes q in the URL (see lib/search-params.ts). On a search page it
 * shows that page's q, so the reader can refine it: new words keep the page's place, dates and near
 * me. It takes no more text than the server does.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { limits } from '@shared/limits.ts';
import { messages } from '@shared/messages.ts';
import { inputClass } from '@shared/ui/input-class.ts';

export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  // Only /search has a q; on any other page this is undefined and the box starts empty.
  const pageSearch = useSearch({ strict: false });
  const onSearchPage = useLocation({ select: (location) => location.pathname === '/search' });
  const { q: pageQuery = '' } = pageSearch;
  const [text, setText] = useState(pageQuery);
  // When the page's q changes (a new search, Back, a link), the box follows it; typing in between
  // is kept until then. This is React's "adjust state when a prop changes" without an effect.
  const [shownQuery, setShownQuery] = useState(pageQuery);
  if (pageQuery !== shownQuery) {
    setShownQuery(pageQuery);
    setText(pageQuery);
  }
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    if (!onSearchPage) return void navigate({ to: '/search', search: { q } });
    // Refining a search: the same place, days, list and circle, with the new words (from page one).
    const { location, filter, from, to, near, radiusKm } = pageSearch;
    void navigate({ to: '/search', search: { q, location, filter, from, to, near, radiusKm } });
  };

  return (
    <form role="search" aria-labelledby={`${id}-label`} onSubmit={onSubmit} className={`relative ${className}`}>
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        {messages.header.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        value={text}
        maxLength={limits.searchTextMax}
        onChange={(event) => setText(event.target.value)}
        placeholder={messages.header.searchPlaceholder}
        className={`${inputClass} rounded-full bg-surface-muted pr-12 pl-4`}
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex size-11 items-center justify-center rounded-full text-fg-muted hover:text-primary"
      >
        <Search aria-hidden className="size-5" />
        <span className="sr-only">{messages.header.searchButton}</span>
      </button>
    </form>
  );
}
