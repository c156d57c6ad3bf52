/**
 * Contact interactions: a WhatsApp, call or message click on a listing, logged for the
 * owner, signed in or not. Who clicked comes from the session and whose listing it is from the listing,
 * never from the body (a forged body cannot log clicks in someone else's name). Logging notifies no
 * one: a message's notification comes with the message itself (POST /api/messages).
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import type { User } from '@shared/api.ts';
import { limits } from '@shared/limits.ts';
import { serverMessages } from '@shared/messages/server.ts';
import type { ContactInteractionPayload } from '@shared/schemas/contact.ts';
import { AppError } from '../../errors.ts';
import { admitHit } from '../../rate-limit/rate-limit.ts';
import { insertInteraction } from './contact-repo.ts';
import { itemSnapshot } from './conversation-repo.ts';

/** Clicks are counted per account, or per address when signed out. */
export async function recordContactInteraction(trx: Knex.Transaction, contacter: User | undefined, address: string, payload: ContactInteractionPayload): Promise<{ id: string }> {
  const ownerId = (await itemSnapshot(trx, payload.itemId))?.ownerId;
  if (!ownerId) throw new AppError(404, 'not-found', serverMessages.notFound.item);
  await admitHit(trx, [
    {
      key: contacter ? `contact-minute:user:${contacter.id}` : `contact-minute:ip:${address}`,
      max: limits.contactClicksPerMinute,
      windowSeconds: 60,
      refusal: serverMessages.messaging.tooManyClicks,
    },
  ]);
  const id = uuidv7();
  await insertInteraction(trx, {
    id,
    itemId: payload.itemId,
    ownerId,
    contacterId: contacter?.id ?? null,
    interactionType: payload.interactionType,
    contactMethod: payload.contactMethod,
    message: payload.message ?? null,
  });
  return { id };
}
