/** "Load more" under a paged list; says "Loading..." and stays put while the next page comes. */
import { Button } from '@pwa/ui/button.tsx';

interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
  label: string;
  loadingLabel: string;
}

export function LoadMoreButton({ onClick, loading, label, loadingLabel }: LoadMoreButtonProps) {
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={loading} aria-busy={loading} className="min-w-40">
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
