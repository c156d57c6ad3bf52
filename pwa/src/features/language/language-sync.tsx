/**
 * Keeps the account's language in step with this device (useLanguageSync) and shows the offer of the
 * account's chosen language when there is one, loading the offer's chunk only then.
 */
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@pwa/features/auth/index.ts';
import { useLanguageSync } from './use-language-sync.ts';

const LanguageOffer = lazy(() => import('./language-offer.tsx').then((module) => ({ default: module.LanguageOffer })));

export function LanguageSync() {
  const auth = useAuth();
  const offered = useLanguageSync(auth.status === 'signed-in' ? auth.user : null);
  const [kept, setKept] = useState(false);
  if (!offered || kept) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer locale={offered} onKeep={() => setKept(true)} />
    </Suspense>
  );
}
