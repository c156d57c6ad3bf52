/**
 * Password recovery through a real SMTP server on loopback: the link in the email sets a new password
 * once, within the hour, and ends the account's other sessions; nobody learns from the answers which
 * emails have accounts; a bad, used or expired link or a weak password changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import hindiPasswordReset from '@shared/messages/hi/password-reset.ts';
import { authMessages } from '@shared/messages/auth.ts';
import { newRegistration } from '../../test/factories.ts';
import { recipientsOf, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { startMailingServer } from '../../test/mailing-server.ts';
import { RESET_REQUESTS_PER_EMAIL } from './password-reset.ts';


describe.each(testDatabaseKinds)('password recovery on %s', (kind) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, inbox, close } = await startMailingServer(kind));
  });
  afterAll(() => close());

  /** A new account, signed in on the returned client. */
  async function account(): Promise<{ client: TestClient; user: User; password: string }> {
    const client = server.client();
    const registration = newRegistration();
    const response = await client.post('/api/register', registration);
    expect(response.status).toBe(201);
    return { client, user: response.json as User, password: registration.password };
  }
  const signIn = (username: string, password: string) => server.client().post('/api/login/email', { username, password });
  /** Asks for a link and reads it from the email that arrives. */
  async function resetLinkFor(email: string): Promise<{ token: string; text: string; subject: string }> {
    expect((await server.client().post('/api/password-reset', { email })).status).toBe(202);
    await server.afterResponses();
    const message = await inbox.latestTo(email, '/reset-password?token=');
    const link = /https:\/\/kiraya\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(message.text ?? '');
    expect(link, message.text).not.toBeNull();
    return { token: link?.[1] ?? '', text: message.text ?? '', subject: message.subject ?? '' };
  }

  it('mails a link that sets a new password, signs this device in and every other device out', async () => {
    const { client: otherDevice, user, password } = await account();
    const { token, text, subject } = await resetLinkFor(user.email ?? '');
    expect(subject).toBe(passwordResetMessages.email.subject);
    expect(text).toContain(`Hello ${user.fullName}`);

    const here = server.client();
    const reset = await here.post('/api/password-reset/confirm', { token, password: 'monsoon-chai-2026' });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json).toMatchObject({ id: user.id, hasPassword: true });
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(user.username, password)).status).toBe(401);
    expect((await signIn(user.username, 'monsoon-chai-2026')).status).toBe(200);
  });

  it('answers the same for an email no account uses, and mails nothing', async () => {
    const before = inbox.messages.length;
    const unknown = await server.client().post('/api/password-reset', { email: 'nobody-here@example.in' });
    expect(unknown.status).toBe(202);
    expect(unknown.json).toEqual({});
    await server.afterResponses();
    expect(inbox.messages.slice(before).flatMap(recipientsOf)).not.toContain('nobody-here@example.in');
  });

  it('refuses a used, an expired or a made-up link, and a weak password, changing nothing', async () => {
    const { user, password } = await account();
    const { token } = await resetLinkFor(user.email ?? '');
    const confirm = (body: unknown) => server.client().post('/api/password-reset/confirm', body);

    const weak = await confirm({ token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ code: 'invalid-input', fields: { password: authMessages.validation.passwordMin } });
    const madeUp = await confirm({ token: 'A'.repeat(43), password: 'monsoon-chai-2026' });
    expect(madeUp.json).toMatchObject({ code: 'invalid-reset-link', message: passwordResetMessages.errors.invalidLink });
    expect((await confirm({ token: 'not-a-token', password: 'monsoon-chai-2026' })).status).toBe(400);
    expect((await signIn(user.username, password)).status).toBe(200);

    // The weak try did not use the link up: it still works, once.
    expect((await confirm({ token, password: 'monsoon-chai-2026' })).status).toBe(200);
    const reused = await confirm({ token, password: 'another-chai-2027' });
    expect(reused.status).toBe(400);
    expect(reused.json).toMatchObject({ code: 'invalid-reset-link' });
    expect((await signIn(user.username, 'monsoon-chai-2026')).status).toBe(200);

    const { token: late } = await resetLinkFor(user.email ?? '');
    await server.db.knex('password_resets').where({ user_id: user.id }).whereNull('used_at').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await confirm({ token: late, password: 'another-chai-2027' })).json).toMatchObject({ code: 'invalid-reset-link' });
    expect((await signIn(user.username, 'monsoon-chai-2026')).status).toBe(200);
  });

  it('mails in the account’s language', async () => {
    const { client, user } = await account();
    expect((await client.request('PUT', `/api/users/${user.id}/locale`, { body: { locale: 'hi', chosen: true } })).status).toBe(200);
    const { subject, text } = await resetLinkFor(user.email ?? '');
    expect(subject).toBe(hindiPasswordReset.email.subject);
    expect(text).toContain(`नमस्ते ${user.fullName}`);
  });

  it('refuses a malformed email, and a flood of requests for one email with 429', async () => {
    const malformed = await server.client().post('/api/password-reset', { email: 'not an email' });
    expect(malformed.json).toMatchObject({ code: 'invalid-input', fields: { email: authMessages.validation.emailInvalid } });
    const email = 'flooded@example.in';
    for (let attempt = 0; attempt < RESET_REQUESTS_PER_EMAIL; attempt++) expect((await server.client().post('/api/password-reset', { email })).status).toBe(202);
    const over = await server.client().post('/api/password-reset', { email });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
