/**
 * The header's search box (spec §2): Enter or the search button goes to /search?q=…; empty or blank
 * text does nothing. The router encodes q in the URL (see lib/search-params.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { inputClass } from '@pwa/ui/input-class.ts';

export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate({ to: '/search', search: { q } });
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {messages.header.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        value={text}
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
