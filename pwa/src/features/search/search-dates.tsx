/**
 * The dates of a search: listings free from one day to another (GET /api/items from/to). Native date
 * inputs (phones show their own picker), from today in India on, the end after the start; Apply puts
 * them in the address, "Clear dates" takes them out, the rest of the search (near-me too) is kept either way.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarRange, X } from 'lucide-react';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { calendarMessages } from '@shared/messages/calendar.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { Button } from '@pwa/ui/button.tsx';
import { inputClass } from '@shared/ui/input-class.ts';
import { cleanDates, type SearchQuery } from '@shared/search-query.ts';

const t = calendarMessages.search;

export function SearchDates({ search }: { search: SearchQuery }) {
  const navigate = useNavigate();
  const id = useId();
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = todayInIndia();
  const rest = { q: search.q, location: search.location, filter: search.filter, near: search.near, radiusKm: search.radiusKm };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const dates = cleanDates(from, to);
    if (!dates.from || dates.from < today) return setError(t.toAfterFrom);
    setError(null);
    void navigate({ to: '/search', search: { ...rest, ...dates } });
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-legend`} className="mb-6 rounded-2xl border border-border bg-surface p-3 sm:p-4">
      <h2 id={`${id}-legend`} className="mb-2 flex items-center gap-2 font-semibold text-fg">
        <CalendarRange aria-hidden className="size-5 text-primary" />
        {t.dates}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
        <label className="flex flex-col gap-1 text-sm text-fg-muted">
          {t.from}
          <input type="date" value={from} min={today} onChange={(event) => setFrom(event.target.value)} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-muted">
          {t.to}
          <input
            type="date"
            value={to}
            min={from ? addDays(from, 1) : addDays(today, 1)}
            onChange={(event) => setTo(event.target.value)}
            className={inputClass}
          />
        </label>
        <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
          {t.apply}
        </Button>
        {search.from ? (
          <Link to="/search" search={rest} className={buttonClass('ghost', 'md', 'col-span-2 sm:col-span-1')}>
            <X aria-hidden className="size-4" />
            {t.clear}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
