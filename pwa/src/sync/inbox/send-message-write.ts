/**
 * A message the sender waits for (the contact page's Send, the thread's reply): sent now through the
 * outbox's one flusher, with how it went — sent, refused (the server's message and fields), waiting
 * for a sign-in, or waiting (offline, or slow: it goes on in the background, shown as waiting).
 */
import { db } from '@pwa/db/app-db.ts';
import { requestOutboxFlush } from '../app-outbox.ts';
import { outcomeOf, type ListingWriteOutcome } from '../listings/send-listing-write.ts';

export type MessageWriteOutcome = ListingWriteOutcome;

/** A message is small: past this the connection is poor, and the sender need not watch it go. */
export const SENDER_WAIT_MS = 10_000;

export async function sendMessageWrite(seq: number, maxWaitMs = SENDER_WAIT_MS): Promise<MessageWriteOutcome> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return outcomeOf(await db.outbox.get(seq), true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  try {
    await Promise.race([requestOutboxFlush(), late]);
  } finally {
    clearTimeout(timer);
  }
  return outcomeOf(await db.outbox.get(seq), false);
}
