/**
 * A near-me list that could not come: offline (near-me needs the server; it runs again once back
 * online) or failed (with a retry). The category's own list shows what the device saved instead.
 */
import { SearchX, WifiOff } from 'lucide-react';
import { browseMessages } from '@shared/messages/browse.ts';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { Button } from '@pwa/ui/button.tsx';
import { EmptyState } from '@pwa/ui/empty-state.tsx';

const t = browseMessages.search;

export function NearListProblem({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  if (offline) return <EmptyState icon={<WifiOff aria-hidden className="size-7" />} title={t.offlineTitle} text={nearMeMessages.offlineText} />;
  return (
    <EmptyState icon={<SearchX aria-hidden className="size-7" />} title={t.failed}>
      <Button onClick={onRetry}>{t.retry}</Button>
    </EmptyState>
  );
}
