/**
 * "New version available" with Reload. It stays until the user answers: Reload
 * switches to the new version; Later hides it until the next visit, when it shows again, since the
 * new version waits until every Kiraya tab is closed or someone reloads.
 */
import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { installHelpMessages } from '@shared/messages/install-help.ts';
import { Button } from '@pwa/ui/button.tsx';

const t = installHelpMessages.update;

export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <section
      aria-labelledby="app-update-title"
      className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-50 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-border bg-surface p-3 pl-4 text-fg shadow-xl sm:right-auto sm:left-4 sm:w-[28rem] sm:flex-nowrap"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-primary" />
      {/* On a phone the words take the first line and the buttons the second, right-aligned. */}
      <div role="status" className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-0">
        <h2 id="app-update-title" className="text-sm font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.text}</p>
      </div>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" className="px-3" onClick={() => setHidden(true)}>
          {t.later}
        </Button>
        <Button className="px-4" onClick={onReload}>
          {t.reload}
        </Button>
      </div>
    </section>
  );
}
