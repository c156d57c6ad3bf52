/**
 * The hero's search (spec §2): text and location; Search acts only on non-empty text and goes to
 * /search?q=…&location=… (the router URL-encodes both). Neither box takes more than the server does.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MapPin, Search } from 'lucide-react';
import { limits } from '@shared/limits.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { inputClass } from '@pwa/ui/input-class.ts';

const t = messages.hero;

export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [location, setLocation] = useState('');
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    const where = location.trim();
    void navigate({ to: '/search', search: where ? { q, location: where } : { q } });
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mx-auto mt-6 flex max-w-3xl flex-col gap-2 rounded-2xl border border-border bg-surface p-2 shadow-md sm:flex-row"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t.searchLabel}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
        <input
          id={`${id}-q`}
          type="search"
          enterKeyHint="search"
          value={text}
          maxLength={limits.searchTextMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={t.searchPlaceholder}
          className={`${inputClass} border-transparent bg-surface-muted pl-10`}
        />
      </div>
      <label htmlFor={`${id}-location`} className="sr-only">
        {t.locationLabel}
      </label>
      <div className="relative sm:w-56">
        <MapPin aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
        <input
          id={`${id}-location`}
          type="text"
          autoComplete="address-level2"
          enterKeyHint="search"
          value={location}
          maxLength={limits.searchLocationMax}
          onChange={(event) => setLocation(event.target.value)}
          placeholder={t.locationPlaceholder}
          className={`${inputClass} border-transparent bg-surface-muted pl-10`}
        />
      </div>
      <Button type="submit" className="sm:px-6">
        {t.searchButton}
      </Button>
    </form>
  );
}
