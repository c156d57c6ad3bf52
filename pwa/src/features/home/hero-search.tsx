/**
 * The hero's search: text and location; Search acts only on non-empty text and goes to
 * /search?q=…&location=… (the router URL-encodes both). Neither box takes more than the server does.
 * Optional dates (native date inputs, from today in India, the end after the start) add from and to:
 * listings free on those days.
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { MapPin, Search } from 'lucide-react';
import { todayInIndia } from '@shared/india-day.ts';
import { limits } from '@shared/limits.ts';
import { messages } from '@shared/messages.ts';
import { Button } from '@pwa/ui/button.tsx';
import { inputClass } from '@shared/ui/input-class.ts';

const t = messages.hero;

export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [location, setLocation] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const today = todayInIndia();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    const where = location.trim();
    // A half range or one that ends before it starts means no dates (the search page says so too).
    const dates = from && to && to > from ? { from, to } : {};
    void navigate({ to: '/search', search: { q, ...(where ? { location: where } : {}), ...dates } });
  };

  return (
    // Phones: text, location, dates, then Search. Wider: text, location and Search on one row, the
    // dates under them (order-last).
    <form
      role="search"
      aria-labelledby={`${id}-q-label`}
      onSubmit={onSubmit}
      className="mx-auto mt-6 grid max-w-3xl grid-cols-1 gap-2 rounded-2xl border border-border bg-surface p-2 shadow-md sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
    >
      <label id={`${id}-q-label`} htmlFor={`${id}-q`} className="sr-only">
        {t.searchLabel}
      </label>
      <div className="relative">
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
      <div className="relative">
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
      <fieldset className="grid grid-cols-2 gap-2 text-left text-xs text-fg-muted sm:order-last sm:col-span-3 sm:flex sm:items-center">
        <legend className="sr-only">{t.dates}</legend>
        <label className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-2">
          {/* Its own box that keeps its width: squeezed as bare text beside the input, "From" broke into "Fro / m". */}
          <span className="shrink-0">{t.from}</span>
          <input
            type="date"
            value={from}
            min={today}
            onChange={(event) => setFrom(event.target.value)}
            className={`${inputClass} border-transparent bg-surface-muted`}
          />
        </label>
        <label className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-2">
          <span className="shrink-0">{t.to}</span>
          <input
            type="date"
            value={to}
            min={from || today}
            onChange={(event) => setTo(event.target.value)}
            className={`${inputClass} border-transparent bg-surface-muted`}
          />
        </label>
      </fieldset>
      <Button type="submit" className="sm:px-6">
        {t.searchButton}
      </Button>
    </form>
  );
}
