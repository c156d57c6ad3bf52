/** A listing's refused write on its card: the user reads what happened, never a developer's message. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@shared/messages/errors.ts';
import type { OutboxFailure } from '@pwa/db/outbox-row.ts';
import { SyncProblem } from './sync-state.tsx';

const RAW = 'upload URLs kept expiring before they could be used';

describe('SyncProblem', () => {
  it("shows a failure on the device in the page's language, not its raw developer message", () => {
    // A row stored by an earlier version still carries the raw message: it is not shown either.
    const error: OutboxFailure = { status: 0, code: 'client-failure', message: RAW, fields: {} };
    const { container } = render(<SyncProblem sync={{ status: 'failed', refused: null, error, madeHere: true }} />);
    expect(screen.getByText(errorMessages.byCode['client-failure'])).toBeTruthy();
    expect(container.textContent).not.toContain(RAW);
  });

  it('words a passing throttle with the wait the server gave', () => {
    const error: OutboxFailure = { status: 429, code: 'throttled', message: '', fields: {}, details: { retryAfterSeconds: 120 } };
    const { container } = render(<SyncProblem sync={{ status: 'pending', refused: null, error, madeHere: false }} />);
    expect(container.textContent).toContain(errorMessages.withFigure.throttled(120));
  });
});
