/**
 * Keeps the account's language in step with this device (useLanguageSync) and shows the offer of the
 * account's chosen language when there is one, loading the offer's chunk only then.
 */
import { useState } from 'react';
import { useAuth } from '@pwa/features/auth/index.ts';
import { lazyPart } from '@pwa/ui/lazy-part.tsx';
import { useLanguageSync } from './use-language-sync.ts';

// Quiet: nobody asked for the offer, so its failed load is not worth an alert.
const LanguageOffer = lazyPart(() => import('./language-offer.tsx').then((module) => module.LanguageOffer), { quiet: true });

export function LanguageSync() {
  const auth = useAuth();
  const offered = useLanguageSync(auth.status === 'signed-in' ? auth.user : null);
  const [kept, setKept] = useState(false);
  if (!offered || kept) return null;
  return <LanguageOffer locale={offered} onKeep={() => setKept(true)} />;
}
