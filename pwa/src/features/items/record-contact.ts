/**
 * Records a contact click (POST /api/contact-interactions: WhatsApp, call or message), fire
 * and forget: `keepalive` lets the request outlive the page a tel: or wa.me link leaves, and a
 * failure (offline, server busy) is dropped — the count is the owner's statistic, never worth
 * holding the renter's call back for.
 */
import { apiPaths, type InteractionType, type ContactMethod } from '@shared/api.ts';

const METHOD: Record<InteractionType, ContactMethod> = { whatsapp: 'whatsapp', call: 'phone', message: 'form' };

export function recordContact(item: { id: string; ownerId: string }, interactionType: InteractionType): void {
  try {
    void fetch(apiPaths.contactInteractions, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ itemId: item.id, ownerId: item.ownerId, interactionType, contactMethod: METHOD[interactionType] }),
    }).catch(() => undefined);
  } catch {
    // fetch itself threw (no fetch in an old WebView): the link still opens.
  }
}
