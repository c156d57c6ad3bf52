/**
 * The city picker's popup: the matches as a listbox whose options never take focus (the text box
 * keeps it and points at the active one), or a line saying there is nothing to show.
 */
import { Check } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { nameFoundBy } from './city-search.ts';

const t = listingMessages.cityPicker;

interface CityListboxProps {
  id: string;
  open: boolean;
  query: string;
  results: readonly string[];
  activeIndex: number;
  /** The chosen city, ticked in the list. */
  value: string;
  optionId: (index: number) => string;
  onChoose: (city: string) => void;
  onHover: (index: number) => void;
}

export function CityListbox({ id, open, query, results, activeIndex, value, optionId, onChoose, onHover }: CityListboxProps) {
  return (
    <div hidden={!open} className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-border bg-surface shadow-lg">
      <ul id={id} role="listbox" aria-label={t.listLabel} className="max-h-60 overflow-y-auto py-1">
        {results.map((city, index) => (
          <li
            key={city}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // mousedown would blur the input first and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(city)}
            onMouseMove={() => (index === activeIndex ? undefined : onHover(index))}
            className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-fg aria-selected:bg-primary-soft"
          >
            <Check aria-hidden className={`size-4 shrink-0 text-primary ${city === value ? '' : 'invisible'}`} />
            <CityName city={city} query={query} />
          </li>
        ))}
      </ul>
      {results.length === 0 ? <p className="px-3 py-3 text-sm text-fg-muted">{query.trim() ? t.empty : t.typeToSearch}</p> : null}
    </div>
  );
}

/** The city's label, and the other name the text found it by, if that is how ("Bangalore"). */
function CityName({ city, query }: { city: string; query: string }) {
  const foundBy = nameFoundBy(city, query);
  return (
    <span>
      {city}
      {foundBy ? <span className="text-fg-muted"> {t.foundBy(foundBy)}</span> : null}
    </span>
  );
}
