/**
 * The body of a list read from the server when shown: its loading line, its failure with a way to try
 * again, its empty line, or the list itself. The state has the shape of sync/use-fetched-list.ts's.
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

type ListState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: readonly T[] };

interface FetchedListBodyProps<T> {
  state: ListState<T>;
  onRetry: () => void;
  text: { loading: string; failed: string; retry: string; empty: string };
  children: (items: readonly T[]) => ReactNode;
}

export function FetchedListBody<T>({ state, onRetry, text, children }: FetchedListBodyProps<T>) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="mt-2 text-fg-muted">
        {text.loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="mt-2 text-fg-muted">
        <p>{text.failed}</p>
        <Button variant="outline" className="mt-2" onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    );
  }
  return state.items.length === 0 ? <p className="mt-2 text-fg-muted">{text.empty}</p> : children(state.items);
}
