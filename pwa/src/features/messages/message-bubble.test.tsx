/** A refused message in the thread: the user reads what happened, never a developer's message. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import type { OutboxFailure } from '@pwa/db/outbox-row.ts';
import { MessageBubble } from './message-bubble.tsx';
import type { ThreadMessage } from './use-thread.ts';

const RAW = 'QuotaExceededError: the quota has been exceeded';
const ME = '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b55';

const failed = (error: OutboxFailure): ThreadMessage => ({
  message: {
    id: '01936f5e-7c2a-7b3e-9d41-000000000001',
    conversationId: '01936f5e-7c2a-7b3e-9d41-000000000002',
    itemId: '01936f5e-7c2a-7b3e-9d41-000000000003',
    senderId: ME,
    body: 'Is it free on Sunday?',
    contact: null,
    bookingId: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  },
  status: 'failed',
  error,
  seq: 7,
});

const renderBubble = (entry: ThreadMessage) => render(<ul><MessageBubble entry={entry} own showContact={false} accountId={ME} /></ul>);

describe('MessageBubble', () => {
  it("shows a failure on the device in the page's language with Retry and Discard, not its raw message", () => {
    const { container } = renderBubble(failed({ status: 0, code: 'client-failure', message: RAW, fields: {} }));
    expect(screen.getByText(errorMessages.byCode['client-failure'])).toBeTruthy();
    expect(container.textContent).not.toContain(RAW);
    expect(screen.getByRole('button', { name: conversationMessages.thread.retry })).toBeTruthy();
    expect(screen.getByRole('button', { name: conversationMessages.thread.discard })).toBeTruthy();
  });

  it('tells "you blocked this" apart from "they blocked you", in either language', () => {
    renderBubble(failed({ status: 403, code: 'conversation-blocked-by-you', message: 'You blocked this conversation. Unblock it to send messages.', fields: {} }));
    expect(screen.getByText(errorMessages.byCode['conversation-blocked-by-you'])).toBeTruthy();
    expect(screen.queryByText(errorMessages.byCode['conversation-blocked'])).toBeNull();
  });
});
