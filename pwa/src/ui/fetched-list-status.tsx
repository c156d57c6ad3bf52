/** What a list read from the server shows before it is ready: its loading line, or its failure with Try again. */
import { Button } from './button.tsx';

interface FetchedListStatusProps {
  status: 'loading' | 'failed' | 'ready';
  words: { loading: string; loadFailed: string; retry: string };
  onRetry: () => void;
}

export function FetchedListStatus({ status, words, onRetry }: FetchedListStatusProps) {
  if (status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="text-sm text-fg-muted">
        {words.loading}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3">
        <p className="text-sm text-fg">{words.loadFailed}</p>
        <Button variant="outline" onClick={onRetry}>
          {words.retry}
        </Button>
      </div>
    );
  }
  return null;
}
