/**
 * The searchable city picker: an ARIA 1.2 combobox with a listbox popup. Typing filters
 * the built-in list fuzzily; Arrow keys move through the matches, Enter picks one, Escape closes (or
 * clears when already closed). Focus stays in the text box throughout, so screen readers follow the
 * active option through aria-activedescendant and hear the match count from a status line.
 */
import { useDeferredValue, useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { Search } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { inputClass } from '@shared/ui/input-class.ts';
import { CityListbox } from './city-listbox.tsx';
import { findCity, searchCities } from './city-search.ts';

const t = listingMessages.cityPicker;
const PHONE_QUERY = '(max-width: 767px)';

interface CityComboboxProps {
  label: string;
  /** The chosen city ("City, State"), or '' while none is chosen. */
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function CityCombobox({ label, value, onChange, onBlur, error, inputRef, disabled }: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [shownValue, setShownValue] = useState(value);

  // A value set from outside (a listing loaded for editing, a reset) replaces the typed text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== '') setText(value);
  }

  // Searching thousands of names on every key press would make typing lag on a slow phone.
  const query = useDeferredValue(text);
  const results = useMemo(() => searchCities(query), [query]);
  const activeIndex = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number): string => `${id}-option-${index}`;
  const activeId = open && results.length > 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (city: string): void => {
    setText(city);
    setOpen(false);
    onChange(city);
  };

  const onType = (next: string, input?: HTMLInputElement): void => {
    // On a phone the keyboard covers the lower half: lift the box to the top so its matches show.
    if (!open && input && window.matchMedia(PHONE_QUERY).matches) input.scrollIntoView({ block: 'start' });
    setText(next);
    setOpen(true);
    setActive(0);
    // Only a city from the list counts as chosen; typing its full name exactly counts too.
    onChange(findCity(next) ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (results.length > 0) setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter' && open && results[activeIndex]) {
      // Picking a city must not submit the form.
      event.preventDefault();
      choose(results[activeIndex]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        onType('');
        setOpen(false);
      }
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted" />
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={t.placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => onType(event.target.value, event.currentTarget)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className={`${inputClass} scroll-mt-24 pl-10`}
        />
        <CityListbox
          id={listId}
          open={open}
          query={query}
          results={results}
          activeIndex={activeIndex}
          value={value}
          optionId={optionId}
          onChoose={choose}
          onHover={setActive}
        />
      </div>
      <p role="status" className="sr-only">
        {open && query.trim() ? (results.length ? t.results(results.length) : t.empty) : ''}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
