/**
 * Email alerts through the real job worker and a real SMTP server on loopback: a message, a booking
 * request or a decision that reaches no device is emailed at once; one pushed to a device is emailed
 * only if still unread when its wait is over; one thread is emailed about once an hour at most; only a
 * confirmed email is written to, and only for the kinds the account keeps on. Every email carries a
 * one-click unsubscribe (RFC 8058) that works signed out, and a forged link changes nothing.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailAlertChoices, PushPublicKey } from '@shared/api.ts';
import { emailAlertMessages } from '@shared/messages/email-alerts.ts';
import hindiEmailAlerts from '@shared/messages/hi/email-alerts.ts';
import type { JobWorker } from '../../jobs/job-worker.ts';
import { acceptBooking, requestBooking } from '../../test/bookings.ts';
import { contactOwner, key, ownerAndRenter, replyIn, type Party } from '../../test/conversations.ts';
import { noJobsLeft } from '../../test/jobs.ts';
import { PUBLIC_URL, startMailingServer } from '../../test/mailing-server.ts';
import { startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { startTestPushWorker } from '../../test/push-worker.ts';
import { recipientsOf, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import type { TestServer } from '../../test/test-server.ts';
import { UNREAD_WAIT_MS } from './queue-email-alert.ts';

const t = emailAlertMessages;
const ALL_ON: EmailAlertChoices = { messages: true, bookingRequests: true, bookingDecisions: true };

describe.each(testDatabaseKinds)('email alerts on %s', (kind) => {
  let server: TestServer;
  let inbox: SmtpInbox;
  let service: TestPushService;
  let worker: JobWorker;
  let close: () => Promise<void>;

  beforeAll(async () => {
    service = await startTestPushService();
    ({ server, inbox, close } = await startMailingServer(kind, { pushServiceHosts: [service.host] }));
    await service.expectVapidKey(((await server.client().get('/api/push/public-key')).json as PushPublicKey).publicKey);
    worker = startTestPushWorker(server, service);
  });
  afterAll(async () => {
    await worker?.stop();
    await close?.();
    await service?.close();
  });

  /** Confirms the party's email as its emailed link would (that link has its own tests). */
  const confirmEmail = async (party: Party): Promise<void> => {
    await server.db.knex('users').where({ id: party.user.id }).update({ email_confirmed_at: new Date() });
  };
  const pair = async () => {
    const found = await ownerAndRenter(server);
    await confirmEmail(found.owner);
    await confirmEmail(found.renter);
    return found;
  };
  /** The email alerts `party` got (not their sign-up's confirmation link): each has List-Unsubscribe. */
  const emailsTo = (party: Party): ParsedMail[] =>
    inbox.messages.filter((message) => recipientsOf(message).includes(party.user.email) && message.headerLines.some((field) => field.key === 'list-unsubscribe'));
  /** Every job due now is done: what was to be emailed has been. */
  const settled = () => noJobsLeft(server.db.knex);
  /** A header field as it was written (unfolded): mailparser reads List-Unsubscribe into parts. */
  const header = (message: ParsedMail, name: string): string => {
    const line = message.headerLines.find((field) => field.key === name)?.line ?? '';
    return line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  };

  it('emails a message to an owner with no device at once, with its words, its link and a one-click unsubscribe; one email an hour per conversation', async () => {
    const { owner, renter, item } = await pair();
    const message = await contactOwner(renter.client, item.id, { name: 'Meera Iyer', message: 'Is the camera free this weekend?' });
    const email = await inbox.latestTo(owner.user.email, 'Is the camera free this weekend?');
    expect(email.subject).toContain('Meera Iyer');
    expect(email.subject).toMatch(/· Kiraya$/);
    expect(email.text).toContain(`Hello ${owner.user.fullName}`);
    expect(email.text).toContain(`${PUBLIC_URL}/messages/${message.conversationId}`);
    expect(email.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    expect(email.text).toContain(`${PUBLIC_URL}/profile/edit`);
    expect(header(email, 'list-unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/email/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`));
    expect(header(email, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(email, 'content-language')).toBe('en');

    // A second message within the hour: the owner already has an email pointing at this conversation.
    expect((await replyIn(renter.client, message.conversationId, 'Or next weekend?')).status).toBe(201);
    await settled();
    expect(emailsTo(owner)).toHaveLength(1);
    // The renter's own messages are never emailed to the renter, and the owner's reply is (another recipient).
    expect((await replyIn(owner.client, message.conversationId, 'Yes, it is free.')).status).toBe(201);
    await inbox.latestTo(renter.user.email, 'Yes, it is free.');
    await settled();
    expect(emailsTo(renter)).toHaveLength(1);
  });

  it('writes to an email that is not confirmed never', async () => {
    const { owner, renter, item } = await ownerAndRenter(server);
    await contactOwner(renter.client, item.id);
    await settled();
    expect(emailsTo(owner)).toEqual([]);
  });

  it('waits for a device to be alerted: emailed only when the notification is still unread after the wait, not once it was read', async () => {
    const { owner, renter, item } = await pair();
    const phone = service.subscribe();
    expect((await owner.client.post('/api/push/subscriptions', phone, key())).status).toBe(201);

    const first = await contactOwner(renter.client, item.id, { message: 'First camera question' });
    await service.waitFor(() => service.received.some((push) => push.subscriptionId === phone.id));
    await settled();
    const waiting = await server.db.knex('jobs').where({ kind: 'email.alert' }).whereRaw("payload->>'userId' = ?", [owner.user.id]).select('run_at');
    expect(waiting).toHaveLength(1);
    const waitMs = new Date(waiting[0].run_at).getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(UNREAD_WAIT_MS - 60_000);
    expect(emailsTo(owner).map((email) => email.text)).toEqual([]);

    // The wait ends with the notification unread: emailed.
    await server.db.knex('jobs').where({ kind: 'email.alert' }).whereRaw("payload->>'userId' = ?", [owner.user.id]).update({ run_at: server.db.knex.fn.now() });
    await inbox.latestTo(owner.user.email, 'First camera question');

    // Another listing's conversation, read on the phone before the wait ends: no email.
    const other = await ownerAndRenter(server);
    await confirmEmail(other.owner);
    const otherPhone = service.subscribe();
    expect((await other.owner.client.post('/api/push/subscriptions', otherPhone, key())).status).toBe(201);
    const second = await contactOwner(other.renter.client, other.item.id, { message: 'Second camera question' });
    expect((await other.owner.client.request('PUT', `/api/conversations/${second.conversationId}/read`, { headers: key() })).status).toBe(200);
    await server.db.knex('jobs').where({ kind: 'email.alert' }).whereRaw("payload->>'userId' = ?", [other.owner.user.id]).update({ run_at: server.db.knex.fn.now() });
    await settled();
    expect(emailsTo(other.owner)).toEqual([]);
    expect(first.conversationId).not.toBe(second.conversationId);
  });

  it('emails the owner a booking request and the renter its decision, each about its booking', async () => {
    const { owner, renter, item } = await pair();
    const booking = await requestBooking(renter.client, item.id);
    const request = await inbox.latestTo(owner.user.email, `/dashboard?tab=bookings&booking=${booking.id}`);
    expect(request.text).toContain(item.title);
    expect(request.text).toContain(`Stop emails about ${t.about.bookingRequests}`);
    await acceptBooking(owner.client, booking.id);
    const decision = await inbox.latestTo(renter.user.email, `/dashboard?tab=bookings&booking=${booking.id}`);
    expect(decision.text).toContain(`Stop emails about ${t.about.bookingDecisions}`);
  });

  it('keeps each kind on until the account turns it off, and then emails none of that kind', async () => {
    const { owner, renter, item } = await pair();
    expect((await owner.client.get('/api/email/alerts')).json).toEqual(ALL_ON);

    const bad = await owner.client.request('PUT', '/api/email/alerts', { body: { messages: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid-input' });
    expect((await owner.client.get('/api/email/alerts')).json).toEqual(ALL_ON);

    const saved = await owner.client.request('PUT', '/api/email/alerts', { body: { messages: false } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ ...ALL_ON, messages: false });
    expect((await owner.client.get('/api/email/alerts')).json).toEqual({ ...ALL_ON, messages: false });

    await contactOwner(renter.client, item.id, { message: 'Nobody should email this' });
    await requestBooking(renter.client, item.id);
    await inbox.latestTo(owner.user.email, t.about.bookingRequests);
    await settled();
    expect(emailsTo(owner).map((email) => email.text ?? '').filter((text) => text.includes('Nobody should email this'))).toEqual([]);

    expect((await server.client().get('/api/email/alerts')).status).toBe(401);
    expect((await server.client().request('PUT', '/api/email/alerts', { body: { messages: true } })).status).toBe(401);
  });

  it('turns one kind off from the email’s one-click unsubscribe, signed out; a forged link changes nothing', async () => {
    const { owner, renter, item } = await pair();
    await contactOwner(renter.client, item.id);
    const email = await inbox.latestTo(owner.user.email, '/unsubscribe?token=');
    const oneClick = /<(https:\/\/kiraya\.test(\/api\/email\/unsubscribe\?token=[^>]+))>/.exec(header(email, 'list-unsubscribe'))?.[2] ?? '';
    const token = new URLSearchParams(oneClick.split('?')[1]).get('token') ?? '';
    expect(email.text).toContain(`${PUBLIC_URL}/unsubscribe?token=${token}`);

    const forged = token.replace('.messages.', '.bookingRequests.');
    const refused = await server.client().request('POST', `/api/email/unsubscribe?token=${forged}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'invalid-unsubscribe-link', message: t.errors.invalidLink });
    expect((await owner.client.get('/api/email/alerts')).json).toEqual(ALL_ON);

    // A person opening the link is sent to the app's page, which asks; nothing changes on a GET.
    const opened = await server.client().get(oneClick);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    expect((await owner.client.get('/api/email/alerts')).json).toEqual(ALL_ON);

    // The mail program's POST: no cookie, no Origin, the form RFC 8058 names.
    const unsubscribed = await server.client().request('POST', oneClick, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(unsubscribed.status, unsubscribed.text).toBe(200);
    expect(unsubscribed.json).toEqual({ kind: 'messages' });
    expect((await owner.client.get('/api/email/alerts')).json).toEqual({ ...ALL_ON, messages: false });
    // The app's page posts it without a body; again is the same.
    expect((await server.client().post(oneClick)).json).toEqual({ kind: 'messages' });
  });

  it('writes in the account’s language', async () => {
    const { owner, renter, item } = await pair();
    await server.db.knex('users').where({ id: owner.user.id }).update({ locale: 'hi' });
    await contactOwner(renter.client, item.id, { message: 'Hindi owner question' });
    const email = await inbox.latestTo(owner.user.email, 'Hindi owner question');
    expect(email.text).toContain(`नमस्ते ${owner.user.fullName}`);
    expect(email.text).toContain(`${hindiEmailAlerts.about.messages} के ईमेल बंद करें`);
    expect(header(email, 'content-language')).toBe('hi');
  });
});
