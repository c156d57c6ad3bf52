/**
 * "Notify me of new listings" under a search's results: saves the search, so a new listing that
 * matches it is told to the user. Someone signed out is asked to sign in first; offline, they are told
 * it needs a connection. The same search saved again is simply saved (the server keeps one).
 */
import { useState } from 'react';
import { BellPlus } from 'lucide-react';
import { savedSearchMessages } from '@shared/messages/saved-searches.ts';
import type { SavedSearchPayload } from '@shared/schemas/saved-search.ts';
import { isSignedInOnceChecked, openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { isApiError } from '@pwa/lib/api-error.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { Button } from '@pwa/ui/button.tsx';
import { showToast } from '@pwa/ui/toast.ts';
import { postSavedSearch } from './saved-searches-api.ts';

const t = savedSearchMessages;

export function SaveSearchButton({ search, className = '' }: { search: SavedSearchPayload; className?: string }) {
  const auth = useAuth();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (auth.status === 'signed-out') return openAuthDialog('login');
    if (!navigator.onLine) return showToast('error', t.saveFailed, t.needsOnline);
    // Busy from the tap: a second tap while this one waits is not a second search.
    setSaving(true);
    try {
      // A tap while who is signed in is still being read (the start, on a busy phone) waits for the
      // answer: a visitor is asked to sign in, not sent to the server and told it refused.
      if (auth.status === 'loading' && !(await isSignedInOnceChecked())) return openAuthDialog('login');
      await postSavedSearch(search);
      showToast('success', t.saved);
    } catch (error) {
      showToast('error', t.saveFailed, errorText(isApiError(error) ? error : { code: 'client-failure', message: '' }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outline" disabled={saving} aria-busy={saving} onClick={() => void save()} className={`gap-2 ${className}`}>
      <BellPlus aria-hidden className="size-4" />
      {saving ? t.saving : t.save}
    </Button>
  );
}
