/** The message and conversation calls (paths in shared/src/api.ts). */
import { apiPaths, NEXT_CURSOR_HEADER } from '@shared/api.ts';
import { conversationsQuerySchema, replyPayloadSchema, sendMessagePayloadSchema, threadQuerySchema } from '@shared/schemas/contact.ts';
import { idempotent } from '../../idempotency/idempotent.ts';
import { requireUser, signedInUser } from '../../middleware/require-user.ts';
import { transaction, transactionOf } from '../../middleware/transaction.ts';
import { parseBody, parseQuery, uuidParam } from '../../middleware/validate.ts';
import type { AppContext, AppRouter } from '../../types.ts';
import { listConversations, markConversationRead, setConversationBlock, threadPage, type Page } from './conversation-service.ts';
import { reply, sendFromContactPage } from './message-service.ts';

const conversationId = (id: string | undefined): string => parseQuery(uuidParam, id);

function sendPage<T>(ctx: AppContext, page: Page<T>): void {
  if (page.nextCursor) ctx.set(NEXT_CURSOR_HEADER, page.nextCursor);
  ctx.body = page.rows;
}

export function conversationRoutes(router: AppRouter): void {
  router.post(apiPaths.messages, requireUser(), idempotent(), transaction(), async (ctx) => {
    const payload = parseBody(ctx, sendMessagePayloadSchema);
    ctx.status = 201;
    ctx.body = await sendFromContactPage(transactionOf(ctx), signedInUser(ctx), payload);
  });

  router.get(apiPaths.conversations, requireUser(), async (ctx) => {
    const query = parseQuery(conversationsQuerySchema, ctx.query);
    sendPage(ctx, await listConversations(ctx.db, signedInUser(ctx), query.limit, query.cursor));
  });

  router.get('/api/conversations/:id/messages', requireUser(), async (ctx) => {
    const id = conversationId(ctx.params.id);
    const query = parseQuery(threadQuerySchema, ctx.query);
    sendPage(ctx, await threadPage(ctx.db, signedInUser(ctx), id, query.limit, query.cursor));
  });

  router.post('/api/conversations/:id/messages', requireUser(), idempotent(), transaction(), async (ctx) => {
    const id = conversationId(ctx.params.id);
    const payload = parseBody(ctx, replyPayloadSchema);
    ctx.status = 201;
    ctx.body = await reply(transactionOf(ctx), signedInUser(ctx), id, payload);
  });

  router.put('/api/conversations/:id/read', requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await markConversationRead(transactionOf(ctx), signedInUser(ctx), conversationId(ctx.params.id));
  });

  router.put('/api/conversations/:id/block', requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await setConversationBlock(transactionOf(ctx), signedInUser(ctx), conversationId(ctx.params.id), true);
  });

  router.delete('/api/conversations/:id/block', requireUser(), idempotent(), transaction(), async (ctx) => {
    ctx.body = await setConversationBlock(transactionOf(ctx), signedInUser(ctx), conversationId(ctx.params.id), false);
  });
}
