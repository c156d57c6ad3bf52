/** A message in the thread: a refused one reads what happened, never a developer's message; a risky ask of the other side's carries a safety note. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { errorMessages } from '@shared/messages/errors.ts';
import { safetyMessages } from '@shared/messages/safety.ts';
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

  const received = (body: string): ThreadMessage => {
    const entry = failed({ status: 0, code: 'client-failure', message: '', fields: {} });
    return { ...entry, message: { ...entry.message, body, senderId: 'someone-else' }, status: 'sent', error: null, seq: null };
  };

  it('puts a safety note under the other side’s message that asks for money in advance or an OTP, and leaves the words as written', () => {
    render(<ul><MessageBubble entry={received('Pay the advance amount to ravi@okaxis and tell me the OTP')} own={false} showContact={false} accountId={ME} /></ul>);
    expect(screen.getByText('Pay the advance amount to ravi@okaxis and tell me the OTP')).toBeTruthy();
    expect(screen.getByText(safetyMessages.messageNote)).toBeTruthy();
  });

  it('shows no note under an ordinary message, nor under one’s own', () => {
    render(<ul><MessageBubble entry={received('Is it free on Sunday?')} own={false} showContact={false} accountId={ME} /></ul>);
    render(<ul><MessageBubble entry={received('Send the advance first, then I come')} own showContact={false} accountId={ME} /></ul>);
    expect(screen.queryByText(safetyMessages.messageNote)).toBeNull();
  });
});
