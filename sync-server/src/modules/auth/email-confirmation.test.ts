/**
 * Confirmed emails through a real SMTP server on loopback: sign-up mails a link that confirms the
 * email, signed out and once; the link can be asked for again (three an hour); a change of email
 * waits for its own link, told to the old address, and takes effect only then. Bad, used, expired or
 * replaced links, a wrong password, the same email or another account's change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { emailConfirmationMessages } from '@shared/messages/email-confirmation.ts';
import hindiEmailConfirmation from '@shared/messages/hi/email-confirmation.ts';
import { newRegistration } from '../../test/factories.ts';
import type { SmtpInbox } from '../../test/smtp-inbox.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestClient, TestServer } from '../../test/test-server.ts';
import { PUBLIC_URL, startMailingServer } from '../../test/mailing-server.ts';
import { CONFIRMATION_RESENDS_PER_HOUR } from './email-confirmation.ts';

const t = emailConfirmationMessages;

describe.each(testDatabaseKinds)('confirmed emails on %s', (kind) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, inbox, close } = await startMailingServer(kind));
  });
  afterAll(() => close());

  /** A new account, signed in on the returned client, once its sign-up's email has gone. */
  async function account(headers?: Record<string, string>): Promise<{ client: TestClient; user: User; password: string }> {
    const client = server.client();
    const registration = newRegistration();
    const response = await client.post('/api/register', registration, headers);
    expect(response.status).toBe(201);
    await server.afterResponses();
    return { client, user: response.json as User, password: registration.password };
  }
  /** The token of the newest confirmation link mailed to `email`, with its email's subject and text. */
  async function linkTo(email: string): Promise<{ token: string; subject: string; text: string }> {
    await server.afterResponses();
    const message = await inbox.latestTo(email, '/confirm-email?token=');
    const token = /https:\/\/kiraya\.test\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(message.text ?? '')?.[1];
    expect(token, message.text).toBeDefined();
    return { token: token ?? '', subject: message.subject ?? '', text: message.text ?? '' };
  }
  const confirm = (token: string) => server.client().post('/api/email/confirm', { token });
  const userOf = async (client: TestClient) => (await client.get('/api/auth/user')).json as User;

  it('mails a new account a link that confirms its email, signed out and once', async () => {
    const { client, user } = await account();
    expect(user).toMatchObject({ emailConfirmed: false, pendingEmail: null });
    const { token, subject, text } = await linkTo(user.email);
    expect(subject).toBe(t.email.confirmSubject);
    expect(text).toContain(`Hello ${user.fullName}`);

    const confirmed = await confirm(token);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ email: user.email });
    expect(await userOf(client)).toMatchObject({ emailConfirmed: true, email: user.email });

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'invalid-confirmation-link', message: t.errors.invalidLink });
  });

  it('writes to a new account in the language its sign-up page was in', async () => {
    const { user } = await account({ 'accept-language': 'hi-IN,hi;q=0.9' });
    const { subject, text } = await linkTo(user.email);
    expect(subject).toBe(hindiEmailConfirmation.email.confirmSubject);
    expect(text).toContain(`नमस्ते ${user.fullName}`);
  });

  it('refuses a malformed, unknown or expired link, changing nothing', async () => {
    const { client, user } = await account();
    const malformed = await confirm('not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ code: 'invalid-input' });
    expect((await confirm('A'.repeat(43))).json).toMatchObject({ code: 'invalid-confirmation-link' });
    const { token } = await linkTo(user.email);
    await server.db.knex('email_confirmations').where({ user_id: user.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await confirm(token)).json).toMatchObject({ code: 'invalid-confirmation-link' });
    expect(await userOf(client)).toMatchObject({ emailConfirmed: false });
  });

  it('sends the link again when asked, three times an hour, and not once the email is confirmed', async () => {
    const { client, user } = await account();
    const before = inbox.messages.length;
    const resent = await client.post('/api/email/resend', {}, { 'idempotency-key': 'resend-1' });
    expect(resent.status, resent.text).toBe(202);
    const { token } = await linkTo(user.email);
    expect(inbox.messages.length).toBe(before + 1);
    for (let ask = 2; ask <= CONFIRMATION_RESENDS_PER_HOUR; ask++) expect((await client.post('/api/email/resend', {}, { 'idempotency-key': `resend-${ask}` })).status).toBe(202);
    const over = await client.post('/api/email/resend', {}, { 'idempotency-key': 'resend-over' });
    expect(over.status).toBe(429);
    expect((await server.client().post('/api/email/resend', {})).status).toBe(401);

    // The newer links do not undo the first one: any unused link confirms.
    expect((await confirm(token)).status).toBe(200);
    const done = await client.post('/api/email/resend', {}, { 'idempotency-key': 'resend-done' });
    expect(done.status).toBe(409);
    expect(done.json).toMatchObject({ code: 'email-already-confirmed', message: t.errors.alreadyConfirmed });
  });

  it('changes the email only once the new address confirms it, and tells the old one', async () => {
    const { client, user, password } = await account();
    const newEmail = `new-${user.email}`;
    const asked = await client.post('/api/email/change', { email: newEmail.toUpperCase(), password });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const { token, subject } = await linkTo(newEmail);
    expect(subject).toBe(t.email.changeSubject);
    const notice = await inbox.latestTo(user.email, newEmail);
    expect(notice.subject).toBe(t.email.noticeSubject);
    expect(notice.text).toContain(`${PUBLIC_URL}/profile/edit`);

    // Until the link is opened: the old email signs in, the new one does not.
    const signIn = (username: string) => server.client().post('/api/login/email', { username, password });
    expect((await signIn(user.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    expect((await confirm(token)).json).toEqual({ email: newEmail });
    expect(await userOf(client)).toMatchObject({ email: newEmail, emailConfirmed: true, pendingEmail: null });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(401);
    // The old address is free for someone else.
    expect((await server.client().post('/api/register', { ...newRegistration(), email: user.email })).status).toBe(201);
  });

  it('refuses a wrong password, the same email, another account’s, and a replaced request’s link', async () => {
    const { client, user, password } = await account();
    const other = await account();
    const wrong = await client.post('/api/email/change', { email: `x-${user.email}`, password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'wrong-password', fieldCodes: { password: 'wrong-password' } });
    const same = await client.post('/api/email/change', { email: user.email, password });
    expect(same.json).toMatchObject({ code: 'invalid-input', fields: { email: t.errors.sameEmail }, fieldCodes: { email: 'same-email' } });
    const taken = await client.post('/api/email/change', { email: other.user.email, password });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'email-taken', fieldCodes: { email: 'email-taken' } });
    expect((await client.post('/api/email/change', { email: 'not an email', password })).json).toMatchObject({ code: 'invalid-input' });
    expect((await server.client().post('/api/email/change', { email: `x-${user.email}`, password })).status).toBe(401);
    expect(await userOf(client)).toMatchObject({ email: user.email, pendingEmail: null });

    // A second change replaces the first: the first address's link no longer works.
    expect((await client.post('/api/email/change', { email: `first-${user.email}`, password })).status).toBe(200);
    const first = await linkTo(`first-${user.email}`);
    expect((await client.post('/api/email/change', { email: `second-${user.email}`, password })).status).toBe(200);
    expect((await confirm(first.token)).json).toMatchObject({ code: 'invalid-confirmation-link' });
    expect(await userOf(client)).toMatchObject({ email: user.email, pendingEmail: `second-${user.email}` });
  });
});
