/**
 * Identity documents over the real app: the owner's calls and their rules, private photos,
 * the administrators' calls and decisions, and the privacy promises — the full number is never stored
 * in plain, is gone from every table once decided, and never reaches a log line; photo addresses never
 * reach a log line or an idempotency record.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, NEXT_CURSOR_HEADER, type AdminVerificationDocument, type DocumentCounts, type DocumentImageUploads, type DocumentType, type Item, type User, type VerificationDocument } from '@shared/api.ts';
import { verhoeffDigit } from '@shared/documents/verhoeff.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { newListing } from '../../test/factories.ts';
import { categoryIds, signedInClient } from '../../test/signed-in.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, testConfig, type TestClient, type TestServer } from '../../test/test-server.ts';
import { diskStorage } from '../../storage/disk-storage.ts';
import { putBytes } from '../../test/uploads.ts';
import { up as erasedAtDecision } from '../../../../migrations/20261205000400_document_photos_erased_at_decision.ts';
import { decryptDocumentPhoto } from '../../documents/document-cipher.ts';
import { sealPlainDocumentPhotos } from './seal-plain-photos.ts';
import { sweepDocumentPhotos } from './document-sweep.ts';

const m = documentMessages;
let serial = 100_000_000;
/** A valid Aadhaar number, different each call: 12 digits from 2, its Verhoeff digit last. */
function aadhaar(): string {
  const base = `2${String(serial++).padStart(10, '0')}`;
  return base + verhoeffDigit(base);
}

const photo = (colour = '#1d4ed8') => sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } }).jpeg().withExif({ IFD0: { Make: 'TestCam' } }).toBuffer();

describe.each(testDatabaseKinds)('identity documents on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiraya-documents-'));
  const logLines: string[] = [];
  let server: TestServer;
  let admin: TestClient;
  let adminUser: User;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    server = await startTestServer(kind, { dataDir }, pino({ level: 'info' }, sink));
    ({ client: admin, user: adminUser } = await signedInClient(server));
    await server.db.knex('users').where({ id: adminUser.id }).update({ role: 'admin' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadPhotos = async (client: TestClient, count: number): Promise<string[]> => {
    const issued = await client.post(apiPaths.uploadDocumentImages, { imageCount: count });
    expect(issued.status, issued.text).toBe(200);
    const { uploadUrls, imageUrls } = issued.json as DocumentImageUploads;
    expect(imageUrls).toHaveLength(count);
    for (const url of uploadUrls) {
      const put = await putBytes(client, url, await photo(), 'image/jpeg');
      expect(put.status, put.text).toBe(200);
    }
    return imageUrls;
  };
  const submit = (client: TestClient, body: Record<string, unknown>, headers?: Record<string, string>) => client.post(apiPaths.verificationDocuments, body, headers);
  const submitAadhaar = async (client: TestClient, number = aadhaar(), documentImageUrls: string[] = []) => {
    const response = await submit(client, { documentType: 'aadhaar', documentNumber: number, holderName: 'Asha Verma', documentImageUrls });
    expect(response.status, response.text).toBe(201);
    return { document: response.json as VerificationDocument, number };
  };
  const decide = (client: TestClient, id: string, body: unknown) => client.request('PUT', apiPaths.adminVerifyDocument(id), { body });
  const adminList = async (query = '') => {
    const response = await admin.get(`${apiPaths.adminVerificationDocuments}${query}`);
    expect(response.status, response.text).toBe(200);
    return response.json as AdminVerificationDocument[];
  };
  const adminView = async (id: string) => (await adminList('?limit=100')).find((document) => document.id === id);
  /** Every table whose rows, as text, contain this string. */
  const tablesHolding = async (needle: string): Promise<string[]> => {
    const tables: Array<{ table_name: string }> = await server.db
      .knex('information_schema.tables')
      .where({ table_schema: server.db.knex.raw('current_schema()'), table_type: 'BASE TABLE' })
      .select('table_name');
    const holding: string[] = [];
    for (const { table_name: table } of tables) {
      const found = await server.db.knex.raw('SELECT 1 FROM ?? AS t WHERE position(? in t::text) > 0 LIMIT 1', [table, needle]);
      if ((found as { rows: unknown[] }).rows.length) holding.push(table);
    }
    return holding;
  };
  const mediaIdOf = (url: string) => url.split('/').at(-1) ?? '';
  const photoFile = (url: string) => path.join(dataDir, 'media', 'd', `${mediaIdOf(url)}.sealed`);
  const documentKey = testConfig().documentKey;
  const storage = () => diskStorage(path.join(dataDir, 'media'));

  it('submits a pending document with two private photos, masked to its owner, encrypted at rest', async () => {
    const { client, user } = await signedInClient(server);
    const urls = await uploadPhotos(client, 2);
    const number = aadhaar();
    const grouped = number.replace(/(.{4})(?=.)/g, '$1 ');
    const response = await submit(client, {
      documentType: 'aadhaar',
      documentNumber: grouped,
      holderName: 'Asha Verma',
      documentImageUrls: urls,
      status: 'verified',
      userId: adminUser.id,
      verifiedBy: adminUser.id,
      verificationMethod: 'automatic',
    });
    expect(response.status, response.text).toBe(201);
    const document = response.json as VerificationDocument;
    expect(document).toMatchObject({
      userId: user.id,
      documentType: 'aadhaar',
      documentNumber: m.section.maskedNumber(number.slice(-4)),
      numberLast4: number.slice(-4),
      holderName: 'Asha Verma',
      documentImageUrls: urls,
      status: 'pending',
      verificationMethod: 'manual',
      rejectionReason: null,
      verifiedAt: null,
      verifiedBy: null,
    });
    expect(response.text).not.toContain(number);
    expect((await client.get(apiPaths.verificationDocuments)).json).toEqual([document]);
    // Stored only encrypted; the photos are attached, and their files encrypted and readable by the server alone.
    expect(await tablesHolding(number)).toEqual([]);
    expect(await server.db.knex('media_objects').where({ document_id: document.id }).count<Array<{ count: string | number }>>({ count: '*' })).toEqual([{ count: kind === 'pglite' ? 2 : '2' }]);
    expect(statSync(path.join(dataDir, 'media', 'd')).mode & 0o777).toBe(0o700);
    for (const url of urls) {
      const file = photoFile(url);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const stored = readFileSync(file);
      expect(stored.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
      await expect(sharp(stored).metadata()).rejects.toThrow('unsupported image format');
      const opened = decryptDocumentPhoto(documentKey, mediaIdOf(url), stored);
      expect((await sharp(opened).metadata()).format).toBe('webp');
      expect((await client.get(url)).bytes.equals(opened)).toBe(true);
    }
    // The user is not verified by submitting.
    expect(((await client.get('/api/auth/user')).json as User | undefined)?.isVerified ?? false).toBe(false);
  });

  it('serves photos to their owner and administrators only, never cached, and never under /media', async () => {
    const { client } = await signedInClient(server);
    const [url = ''] = await uploadPhotos(client, 1);
    await submitAadhaar(client, aadhaar(), [url]);
    const own = await client.get(url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(own.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(2000);
    expect(metadata.exif).toBeUndefined();
    expect((await admin.get(url)).status).toBe(200);

    const { client: stranger } = await signedInClient(server);
    const refused = await stranger.get(url);
    const missing = await stranger.get(apiPaths.documentPhoto('0190f1d2-3a4b-7c8d-9e0f-112233445566'));
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual(missing.json);
    expect((await server.client().get(url)).status).toBe(404);
    for (const file of [`d/${mediaIdOf(url)}.webp`, `d/${mediaIdOf(url)}.sealed`]) {
      expect((await server.client().get(`/media/${file}`)).status).toBe(404);
      expect((await client.get(`/media/${file}`)).status).toBe(404);
    }
  });

  it("never serves one photo's encrypted file as another's", async () => {
    const { client } = await signedInClient(server);
    const [first = '', second = ''] = await uploadPhotos(client, 2);
    await submitAadhaar(client, aadhaar(), [first, second]);
    const secondPhoto = (await client.get(second)).bytes;
    // Each file is bound to its photo's id: copied onto the other's name it no longer decrypts.
    copyFileSync(photoFile(first), photoFile(second));
    const swapped = await client.get(second);
    expect(swapped.status).toBe(500);
    expect(swapped.bytes.equals(secondPhoto)).toBe(false);
    expect((await client.get(first)).status).toBe(200);
  });

  it("refuses a photo the user did not upload for a document, or one on another document", async () => {
    const { client } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const [othersPhoto = ''] = await uploadPhotos(other, 1);
    const [ownPhoto = ''] = await uploadPhotos(client, 1);
    const body = (urls: string[], type: DocumentType = 'pan') => ({ documentType: type, documentNumber: 'ABCDE1234F', holderName: 'Asha Verma', documentImageUrls: urls });
    for (const urls of [[othersPhoto], [apiPaths.documentPhoto('0190f1d2-3a4b-7c8d-9e0f-112233445566')], ['/media/i/x.webp'], [ownPhoto, ownPhoto]]) {
      const response = await submit(client, body(urls));
      expect(response.status, JSON.stringify(urls)).toBe(400);
      // The schema names the item (documentImageUrls.0) when an address is not a document photo's at all.
      expect(Object.values((response.json as { fields: Record<string, string> }).fields)).toEqual([m.validation.photoUrl]);
    }
    expect((await submit(client, body([ownPhoto]))).status).toBe(201);
    expect((await submit(client, body([ownPhoto], 'voter_id'))).status).toBe(400);
    expect((await client.get(apiPaths.verificationDocuments)).json).toHaveLength(1);
    expect((await client.post(apiPaths.uploadDocumentImages, { imageCount: 3 })).status).toBe(400);
    expect((await client.post(apiPaths.uploadDocumentImages, { imageCount: 0 })).status).toBe(400);
    expect((await server.client().post(apiPaths.uploadDocumentImages, { imageCount: 1 })).status).toBe(401);
  });

  it("checks each type's number and never echoes it back", async () => {
    const { client } = await signedInClient(server);
    const valid = aadhaar();
    const wrongDigit = valid.slice(0, 11) + String((Number(valid.slice(11)) + 1) % 10);
    const cases: Array<[DocumentType, string, string]> = [
      ['aadhaar', wrongDigit, m.validation.aadhaarCheckDigit],
      ['aadhaar', `1${valid.slice(1)}`, m.validation.aadhaarFormat],
      ['aadhaar', valid.slice(0, 11), m.validation.aadhaarFormat],
      ['aadhaar', `${valid.slice(0, 11)}A`, m.validation.aadhaarFormat],
      ['pan', 'PQRS12345T', m.validation.panFormat],
      ['pan', 'PQRST1234', m.validation.panFormat],
      ['voter_id', 'XY12345678', m.validation.voterIdFormat],
      ['voter_id', 'XYZ123456', m.validation.voterIdFormat],
      ['driving_license', 'XX1420110062821', m.validation.drivingLicenceFormat],
      ['driving_license', 'KA09201', m.validation.drivingLicenceFormat],
      ['driving_license', 'KA09201100628211234', m.validation.drivingLicenceFormat],
    ];
    for (const [documentType, documentNumber, message] of cases) {
      const response = await submit(client, { documentType, documentNumber, holderName: 'Asha Verma' });
      expect(response.status, documentNumber).toBe(400);
      expect((response.json as { fields: Record<string, string> }).fields.documentNumber, documentNumber).toBe(message);
      expect(response.text).not.toContain(documentNumber);
    }
    // Bodies that are the number itself, or hold it where something else belongs.
    for (const raw of [JSON.stringify(valid), valid, JSON.stringify([valid]), JSON.stringify({ documentType: 'aadhaar', documentNumber: Number(valid), holderName: 'AB' })]) {
      const response = await client.request('POST', apiPaths.verificationDocuments, { raw, headers: { 'content-type': 'application/json' } });
      expect(response.status, raw).toBe(400);
      expect(response.text).not.toContain(valid);
    }
    const missing = await submit(client, { documentType: 'passport', documentNumber: '', holderName: 'A' });
    expect(missing.status).toBe(400);
    expect((missing.json as { fields: Record<string, string> }).fields).toMatchObject({ documentType: m.validation.typeRequired });
    for (const [documentType, documentNumber] of [
      ['aadhaar', valid],
      ['pan', 'abcde 1234 f'],
      ['voter_id', 'ABC1234567'],
      ['driving_license', 'MH-14-20110062821'],
    ] as const) {
      const response = await submit(client, { documentType, documentNumber, holderName: 'Asha Verma' });
      expect(response.status, response.text).toBe(201);
    }
    const documents = (await client.get(apiPaths.verificationDocuments)).json as VerificationDocument[];
    expect(documents.map((document) => document.numberLast4).sort()).toEqual([valid.slice(-4), '234F', '4567', '2821'].sort());
    expect(logLines.join('')).not.toContain(valid);
  });

  it('allows one document per type, also when two submissions race', async () => {
    const { client } = await signedInClient(server);
    await submitAadhaar(client);
    const again = await submit(client, { documentType: 'aadhaar', documentNumber: aadhaar(), holderName: 'Asha Verma' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'document-type-taken', message: m.validation.typeTaken });
    const { client: racer } = await signedInClient(server);
    const raced = await Promise.all([1, 2, 3].map(() => submit(racer, { documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Asha Verma' })));
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const response of raced.filter((r) => r.status === 409)) expect(response.json).toMatchObject({ code: 'document-type-taken' });
  });

  it('refuses every admin call to non-administrators (403) and to the signed out (401)', async () => {
    const { client } = await signedInClient(server);
    const { document } = await submitAadhaar(client);
    const anonymous = server.client();
    for (const path of [apiPaths.adminVerificationDocuments, apiPaths.adminVerificationDocumentCounts, `${apiPaths.adminVerificationDocuments}?status=pending`]) {
      const refused = await client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.json).toMatchObject({ code: 'forbidden', message: m.server.adminOnly });
      expect((await anonymous.get(path)).status).toBe(401);
    }
    for (const id of [document.id, '0190f1d2-3a4b-7c8d-9e0f-112233445566']) {
      expect((await decide(client, id, { status: 'verified' })).status).toBe(403);
      expect((await decide(anonymous, id, { status: 'verified' })).status).toBe(401);
    }
    expect((await adminView(document.id))?.status).toBe('pending');
  });

  it('lets administrators read a pending number, reject with a reason, after which the number is gone everywhere', async () => {
    const { client, user } = await signedInClient(server);
    const urls = await uploadPhotos(client, 2);
    const { document, number } = await submitAadhaar(client, aadhaar(), urls);
    const pending = await adminView(document.id);
    expect(pending).toMatchObject({ fullDocumentNumber: number, status: 'pending', isOwn: false, decisions: [], documentImageUrls: urls });
    expect(pending?.user).toMatchObject({ id: user.id, username: user.username, email: user.email, isVerified: false });

    const noReason = await decide(admin, document.id, { status: 'rejected', rejectionReason: '  ' });
    expect(noReason.status).toBe(400);
    expect((noReason.json as { fields: Record<string, string> }).fields).toEqual({ rejectionReason: m.server.reasonRequired });
    expect((await decide(admin, document.id, { status: 'maybe' })).status).toBe(400);
    expect((await decide(admin, '0190f1d2-3a4b-7c8d-9e0f-112233445566', { status: 'verified' })).status).toBe(404);

    const rejected = await decide(admin, document.id, { status: 'rejected', rejectionReason: 'The photo is blurred', verificationData: { score: 1 } });
    expect(rejected.status, rejected.text).toBe(200);
    const decided = rejected.json as AdminVerificationDocument;
    expect(decided).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred', fullDocumentNumber: null, verifiedBy: adminUser.id });
    expect(decided.decisions).toEqual([
      { decision: 'rejected', rejectionReason: 'The photo is blurred', decidedAt: expect.any(String), adminId: adminUser.id, adminUsername: adminUser.username },
    ]);
    // The moderators' log keeps the decision with its reason.
    const log = (await admin.get('/api/admin/moderation-log')).json as Array<Record<string, unknown>>;
    expect(log.find((entry) => entry.targetId === document.id)).toMatchObject({ action: 'reject-document', targetType: 'document', admin: adminUser.username, reason: 'The photo is blurred' });
    const twice = await decide(admin, document.id, { status: 'verified' });
    expect(twice.status).toBe(409);
    expect(twice.json).toMatchObject({ code: 'document-closed', message: m.server.alreadyDecided });

    const row = await server.db.knex('verification_documents').where({ id: document.id }).first();
    expect(row).toMatchObject({ number_ciphertext: null, number_last4: number.slice(-4), status: 'rejected' });
    expect(new Date(row.photos_delete_after).getTime()).toBe(new Date(row.verified_at).getTime());
    // Not the number, nor its first eight digits, anywhere in the database.
    expect(await tablesHolding(number)).toEqual([]);
    expect(await tablesHolding(number.slice(0, 8))).toEqual([]);
    // The owner sees the reason; the photos are erased with the decision, records and files.
    const own = ((await client.get(apiPaths.verificationDocuments)).json as VerificationDocument[])[0];
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred', documentImageUrls: [] });
    expect(decided.documentImageUrls).toEqual([]);
    expect(await server.db.knex('media_objects').whereIn('url', urls)).toEqual([]);
    await server.afterResponses();
    expect(urls.filter((url) => existsSync(photoFile(url)))).toEqual([]);
    for (const url of urls) {
      expect((await client.get(url)).status).toBe(404);
      expect((await admin.get(url)).status).toBe(404);
    }
    expect((await client.get('/api/notifications')).json).toMatchObject([
      { type: 'other', title: 'Document rejected', message: m.notify.rejected(m.typeLabels.aadhaar, 'The photo is blurred.'), isRead: false },
    ]);
    // Logs: never the number, never a photo's address.
    const logs = logLines.join('');
    expect(logs).not.toContain(number);
    for (const url of urls) expect(logs).not.toContain(mediaIdOf(url));
    expect(logs).toContain('/api/document-photos/:mediaId');
  });

  it('lets the owner resubmit a rejected document only, replacing number and photos; verifying it marks the owner verified', async () => {
    const { client, user } = await signedInClient(server);
    const categories = await categoryIds(server);
    const listing = (await client.post('/api/items', newListing(Object.values(categories)[0] ?? ''))).json as Item;
    const seqOf = async () => BigInt((await server.db.knex('items').where({ id: listing.id }).first<{ change_seq: string }>('change_seq'))?.change_seq ?? 0);
    const oldPhotos = await uploadPhotos(client, 2);
    const { document } = await submitAadhaar(client, aadhaar(), oldPhotos);
    const body = (number: string, urls: string[], documentType: DocumentType = 'aadhaar') => ({ body: { documentType, documentNumber: number, holderName: 'Asha K Verma', documentImageUrls: urls } });
    const put = (who: TestClient, number: string, urls: string[], documentType?: DocumentType) => who.request('PUT', apiPaths.verificationDocument(document.id), body(number, urls, documentType));

    const stillPending = await put(client, aadhaar(), []);
    expect(stillPending.status).toBe(409);
    expect(stillPending.json).toMatchObject({ code: 'document-closed', message: m.validation.notResubmittable });
    expect((await decide(admin, document.id, { status: 'rejected', rejectionReason: 'Number unreadable' })).status).toBe(200);

    const { client: stranger } = await signedInClient(server);
    const strangers = await put(stranger, aadhaar(), []);
    expect(strangers.status).toBe(404);
    expect((await admin.request('PUT', apiPaths.verificationDocument(document.id), body(aadhaar(), []))).status).toBe(404);
    expect((await put(client, 'ABCDE1234F', [], 'pan')).status).toBe(400);

    // The rejection erased the old photos: they cannot come back with the resubmission.
    const newPhotos = await uploadPhotos(client, 1);
    const newNumber = aadhaar();
    expect((await put(client, newNumber, [oldPhotos[1] ?? '', ...newPhotos])).status).toBe(400);
    const resubmitted = await put(client, newNumber, newPhotos);
    expect(resubmitted.status, resubmitted.text).toBe(200);
    expect(resubmitted.json).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      holderName: 'Asha K Verma',
      numberLast4: newNumber.slice(-4),
      documentImageUrls: newPhotos,
      verifiedAt: null,
    });
    for (const url of newPhotos) expect(existsSync(photoFile(url))).toBe(true);
    expect((await server.db.knex('verification_documents').where({ id: document.id }).first()).photos_delete_after).toBeNull();
    expect((await adminView(document.id))?.fullDocumentNumber).toBe(newNumber);

    const before = await seqOf();
    const verified = await decide(admin, document.id, { status: 'verified', rejectionReason: 'ignored' });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json).toMatchObject({ status: 'verified', rejectionReason: null, fullDocumentNumber: null, user: { isVerified: true } });
    expect((verified.json as AdminVerificationDocument).decisions.map((decision) => decision.decision)).toEqual(['rejected', 'verified']);
    expect(await seqOf()).toBeGreaterThan(before);
    expect((await server.client().get(`/api/items/${listing.id}`)).json).toMatchObject({ owner: { isVerified: true } });
    expect((await server.db.knex('users').where({ id: user.id }).first()).is_verified).toBe(true);
    expect(await tablesHolding(newNumber)).toEqual([]);
    expect((await put(client, aadhaar(), [])).status).toBe(409);
  });

  it('never lets an administrator decide their own document', async () => {
    const { document } = await submitAadhaar(admin);
    expect((await adminView(document.id))?.isOwn).toBe(true);
    const own = await decide(admin, document.id, { status: 'verified' });
    expect(own.status).toBe(403);
    expect(own.json).toMatchObject({ message: m.server.ownDocument });
    expect((await adminView(document.id))?.status).toBe('pending');
  });

  it('replays a submission with the same Idempotency-Key without a second write and without storing the number or photo addresses', async () => {
    const { client, user } = await signedInClient(server);
    const urls = await uploadPhotos(client, 1);
    const number = aadhaar();
    const body = { documentType: 'aadhaar', documentNumber: number, holderName: 'Asha Verma', documentImageUrls: urls };
    const headers = { 'Idempotency-Key': 'doc-submit-0001' };
    const first = await submit(client, body, headers);
    const replay = await submit(client, body, headers);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(await server.db.knex('verification_documents').where({ user_id: user.id })).toHaveLength(1);
    expect((await submit(client, { ...body, holderName: 'Someone Else' }, headers)).status).toBe(422);
    const keys = (await server.db.knex('idempotency_keys').where({ scope: user.id }).select('*')).map((row: unknown) => JSON.stringify(row));
    expect(keys.length).toBeGreaterThan(0);
    for (const stored of keys) {
      expect(stored).not.toContain(number);
      expect(stored).not.toContain(mediaIdOf(urls[0] ?? ''));
      expect(stored).not.toContain('document-photos');
    }
    // Only the photo's own record and its (short-lived, swept) upload link know its id.
    expect((await tablesHolding(mediaIdOf(urls[0] ?? ''))).sort()).toEqual(['media_objects', 'upload_tokens']);
  });

  it('counts and pages documents for administrators, newest submission first', async () => {
    const counts = (await admin.get(apiPaths.adminVerificationDocumentCounts)).json as DocumentCounts;
    const all = await adminList('?limit=100');
    expect(counts.all).toBe(all.length);
    expect(counts.pending).toBe(all.filter((document) => document.status === 'pending').length);
    expect(counts.rejected).toBe(all.filter((document) => document.status === 'rejected').length);
    expect(counts.verified).toBe(all.filter((document) => document.status === 'verified').length);
    expect((await adminList('?status=pending&limit=100')).every((document) => document.status === 'pending')).toBe(true);
    const first = await admin.get(`${apiPaths.adminVerificationDocuments}?limit=2`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = (await admin.get(`${apiPaths.adminVerificationDocuments}?limit=2&cursor=${cursor}`)).json as AdminVerificationDocument[];
    expect([...(first.json as AdminVerificationDocument[]), ...second].map((document) => document.id)).toEqual(all.slice(0, 4).map((document) => document.id));
    expect((await admin.get(`${apiPaths.adminVerificationDocuments}?status=lost`)).status).toBe(400);
    expect((await admin.get(`${apiPaths.adminVerificationDocuments}?cursor=forged`)).status).toBe(400);
  });

  it('sweeps photos kept past a decision by an older server, and photos never attached after a day', async () => {
    const { client } = await signedInClient(server);
    const urls = await uploadPhotos(client, 1);
    const [loose = ''] = await uploadPhotos(client, 1);
    const { document } = await submitAadhaar(client, aadhaar(), urls);
    // As an older server left a decided document: photos kept, due a week after the decision.
    const decidedAt = new Date();
    const weekLater = new Date(decidedAt.getTime() + 7 * 24 * 60 * 60 * 1000);
    await server.db.knex('verification_documents').where({ id: document.id }).update({ status: 'rejected', number_ciphertext: null, rejection_reason: 'Expired card', verified_at: decidedAt, photos_delete_after: weekLater });
    const cleanup = { storage: storage(), log: pino({ level: 'silent' }) };
    expect(await sweepDocumentPhotos(server.db.knex, cleanup)).toBe(0);
    expect(existsSync(photoFile(urls[0] ?? ''))).toBe(true);
    expect(existsSync(photoFile(loose))).toBe(true);
    // The upgrade makes them due now; the next sweep erases them, and the loose photo once a day old.
    await erasedAtDecision(server.db.knex);
    expect(new Date((await server.db.knex('verification_documents').where({ id: document.id }).first()).photos_delete_after).getTime()).toBeLessThan(weekLater.getTime());
    await server.db.knex('media_objects').where({ url: loose }).update({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect(await sweepDocumentPhotos(server.db.knex, cleanup)).toBe(2);
    expect(existsSync(photoFile(urls[0] ?? ''))).toBe(false);
    expect(existsSync(photoFile(loose))).toBe(false);
    expect(((await client.get(apiPaths.verificationDocuments)).json as VerificationDocument[])[0]?.documentImageUrls).toEqual([]);
    expect((await client.get(urls[0] ?? '')).status).toBe(404);
  });

  it('encrypts, at start, the photos an older server stored as plain WebP files', async () => {
    const { client } = await signedInClient(server);
    const [url = ''] = await uploadPhotos(client, 1);
    await submitAadhaar(client, aadhaar(), [url]);
    const served = (await client.get(url)).bytes;
    // As an older server stored it: the plain WebP, readable by anyone, under its .webp name.
    const plainFile = path.join(dataDir, 'media', 'd', `${mediaIdOf(url)}.webp`);
    writeFileSync(plainFile, served, { mode: 0o644 });
    rmSync(photoFile(url));
    expect((await client.get(url)).status).toBe(404);

    const log = pino({ level: 'silent' });
    expect(await sealPlainDocumentPhotos(server.db.knex, storage(), documentKey, log)).toBe(1);
    expect(existsSync(plainFile)).toBe(false);
    expect(statSync(photoFile(url)).mode & 0o777).toBe(0o600);
    expect(readFileSync(photoFile(url)).subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    expect((await client.get(url)).bytes.equals(served)).toBe(true);
    expect(await sealPlainDocumentPhotos(server.db.knex, storage(), documentKey, log)).toBe(0);
  });

  it('lets no call set a user’s role, verified flag or premium plan', async () => {
    const { client, user } = await signedInClient(server);
    const attempt = { fullName: 'Asha Verma', role: 'admin', isVerified: true, is_verified: true, premiumTier: 'premium', premiumExpiresAt: '2099-01-01T00:00:00.000Z' };
    await client.request('PUT', `/api/users/${user.id}`, { body: attempt });
    const row = await server.db.knex('users').where({ id: user.id }).first();
    expect(row).toMatchObject({ role: 'user', is_verified: false });
    expect(row.premium_expires_at ?? null).toBeNull();
    expect(row.premium_tier ?? 'free').toBe(user.premiumTier);
  });
});
