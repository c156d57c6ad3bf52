import imageCompression from 'browser-image-compression';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User, VerificationDocument } from '@shared/api.ts';
import { groupAsPrinted } from '@shared/documents/document-rules.ts';
import { verhoeffDigit } from '@shared/documents/verhoeff.ts';
import { formatIndiaDate } from '@shared/intl-dates.ts';
import { documentMessages } from '@shared/messages/documents.ts';
import { db } from '@pwa/db/app-db.ts';
import { errorText } from '@pwa/lib/error-text.ts';
import { jsonResponse } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { dismissToasts, expectToast, toastTitles } from '@pwa/test/profile-server.tsx';
import { documentServer, makeDocument, PHOTO_URLS, UPLOAD_URLS, type DocumentServerScript } from '@pwa/test/document-server.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { DocumentVerificationSection } from './document-verification-section.tsx';

// happy-dom has no canvas to draw on: the compression library stands in for it.
vi.mock('browser-image-compression', () => ({ default: vi.fn<typeof imageCompression>() }));

const s = documentMessages.section;
const v = documentMessages.validation;
const toasts = documentMessages.toasts;
const types = documentMessages.typeLabels;
const statuses = documentMessages.statusLabels;
/** A refusal by the server, and how the page words it (the server's message in English, its code's words in Hindi). */
function refusal(status: number, code: string, message: string) {
  return { answer: () => jsonResponse(status, { message, code }), shown: errorText({ code, message }) };
}

const AADHAAR = `23456789012${verhoeffDigit('23456789012')}`;
const user = makeUser();

async function openSection(documents: VerificationDocument[] = [], script: DocumentServerScript = {}, answersAsSignedIn: User = user) {
  const server = documentServer(answersAsSignedIn, documents, script);
  render(
    <>
      <DocumentVerificationSection user={user} />
      <ToasterHost theme="light" />
    </>,
  );
  await waitFor(() => expect(screen.queryByText(s.loading)).toBeNull());
  return server;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (label: string, value: string) => fireEvent.change(field(label), { target: { value, selectionStart: value.length } });
const chooseType = (value: string) => fireEvent.change(screen.getByLabelText(s.typeLabel), { target: { value } });
const submit = (name: string = s.submit) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
const offeredTypes = () => Array.from((screen.getByLabelText(s.typeLabel) as HTMLSelectElement).options).map((option) => option.textContent);
const photo = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/jpeg' });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

function fillAadhaar() {
  chooseType('aadhaar');
  typeInto(s.numberLabel, AADHAAR);
  typeInto(s.holderLabel, 'Priya Sharma');
}

describe('the document verification section on /profile/edit', () => {
  beforeEach(async () => {
    await db.session.clear();
    await saveSession(user);
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.mocked(imageCompression).mockImplementation(async (file: File) => new File([new Uint8Array(512)], `small-${file.name}`, { type: 'image/jpeg' }));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await dismissToasts();
  });

  it('lists the documents with status, masked number, dates, and a rejected one\'s reason', async () => {
    await openSection([
      makeDocument('pan', { status: 'rejected', numberLast4: '234F', documentNumber: '•••• 234F', rejectionReason: 'The photo is blurred', verifiedAt: '2026-11-22T10:00:00.000Z' }),
      makeDocument('aadhaar'),
    ]);
    const list = screen.getByRole('heading', { name: s.yourDocuments }).nextElementSibling as HTMLElement;
    const [pan, aadhaar] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    if (!pan || !aadhaar) throw new Error('two documents expected');
    expect(within(pan).getByRole('heading', { name: types.pan })).toBeTruthy();
    expect(within(pan).getByText(statuses.rejected)).toBeTruthy();
    expect(within(pan).getByLabelText(s.maskedNumberLabel('234F')).textContent).toBe('•••• 234F');
    expect(pan.textContent).toContain(s.submittedOn(formatIndiaDate('2026-11-20T06:30:00.000Z')));
    expect(pan.textContent).toContain(s.decidedOn(formatIndiaDate('2026-11-22T10:00:00.000Z')));
    expect(pan.textContent).toContain(`${s.rejectionReason}: The photo is blurred`);
    expect(within(pan).getByRole('button', { name: s.resubmit })).toBeTruthy();
    expect(within(aadhaar).getByText(statuses.pending)).toBeTruthy();
    expect(aadhaar.textContent).not.toContain(s.decidedOn('').trim());
    expect(within(aadhaar).queryByRole('button', { name: s.resubmit })).toBeNull();
  });

  it('says when the list could not load, and Retry reads it again', async () => {
    let fail = true;
    await openSection([makeDocument('aadhaar')], { list: () => (fail ? jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) : jsonResponse(200, [makeDocument('aadhaar')])) });
    expect(screen.getByRole('alert').textContent).toContain(s.loadFailed);
    expect(screen.queryByLabelText(s.typeLabel)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: s.retry }));
    expect(await screen.findByText(statuses.pending)).toBeTruthy();
  });

  it('reads the list again by itself when the connection comes back', async () => {
    let connected = false;
    await openSection([makeDocument('aadhaar')], { list: () => (connected ? jsonResponse(200, [makeDocument('aadhaar')]) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect(screen.getByRole('alert').textContent).toContain(s.loadFailed);
    connected = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(statuses.pending)).toBeTruthy();
  });

  it('offers only the types not pending, verified or rejected; none left says so', async () => {
    await openSection([makeDocument('aadhaar'), makeDocument('pan', { status: 'rejected' })]);
    expect(offeredTypes()).toEqual([s.typePlaceholder, types.voter_id, types.driving_license]);
  });

  it('says every type is used when none is left', async () => {
    await openSection([makeDocument('aadhaar'), makeDocument('pan', { status: 'rejected' }), makeDocument('voter_id'), makeDocument('driving_license')]);
    expect(screen.getByText(s.allTypesUsed)).toBeTruthy();
    expect(screen.queryByLabelText(s.typeLabel)).toBeNull();
  });

  it('refuses an empty form with "Missing information" and a message under each field, sending nothing', async () => {
    const server = await openSection();
    submit();
    await expectToast(v.missingTitle, v.missingText);
    expect(field(s.typeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(s.typeLabel)).toBe(v.typeRequired);
    expect(document.activeElement).toBe(field(s.typeLabel)); // the first field with a message
    expect(errorOf(s.numberLabel)).toBe(v.numberRequired);
    expect(errorOf(s.holderLabel)).toBe(v.holderRequired);
    expect(server.writes()).toEqual([]);
    // Messages follow the typing once the form was tried.
    typeInto(s.holderLabel, 'Priya Sharma');
    expect(errorOf(s.holderLabel)).toBeUndefined();
    expect(field(s.holderLabel).getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['aadhaar', '12345678901', v.aadhaarFormat],
    ['aadhaar', `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`, v.aadhaarCheckDigit],
    ['pan', 'ABCD12345F', v.panFormat],
    ['voter_id', 'AB12345678', v.voterIdFormat],
    ['driving_license', 'XX1420110062821', v.drivingLicenceFormat],
  ])('refuses a wrong %s number "%s" with its type\'s message and no missing-information toast', async (documentType, number, message) => {
    const server = await openSection();
    chooseType(documentType);
    typeInto(s.numberLabel, number);
    typeInto(s.holderLabel, 'Priya Sharma');
    submit();
    await waitFor(() => expect(errorOf(s.numberLabel)).toBe(message));
    expect(field(s.numberLabel).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(s.numberLabel));
    expect(toastTitles()).not.toContain(v.missingTitle);
    expect(server.writes()).toEqual([]);
  });

  it('shows the number grouped as its card prints it while typing, with the keyboard fitting the type', async () => {
    await openSection();
    chooseType('aadhaar');
    typeInto(s.numberLabel, '234567890124');
    expect(field(s.numberLabel).value).toBe('2345 6789 0124');
    expect(field(s.numberLabel).inputMode).toBe('numeric');
    expect(field(s.numberLabel).getAttribute('autocomplete')).toBe('off');
    // A digit typed in the middle: the caret stays after it, not thrown to the end by the regrouping.
    const number = field(s.numberLabel);
    number.focus();
    fireEvent.change(number, { target: { value: '23145 6789 0124', selectionStart: 3, selectionEnd: 3 } });
    expect(number.value).toBe('2314 5678 9012 4');
    expect(number.selectionStart).toBe(3);
    chooseType('pan');
    typeInto(s.numberLabel, 'abcde1234f');
    // As a PAN card prints it, in one piece (it was grouped in fours: "ABCD E123 4F").
    expect(field(s.numberLabel).value).toBe('ABCDE1234F');
    expect(field(s.numberLabel).inputMode).toBe('text');
    expect(field(s.numberLabel).getAttribute('autocapitalize')).toBe('characters');
  });

  it('uploads two compressed photos, then sends the normalized number with their addresses, and lists the new document', async () => {
    let releasePhoto: () => void = () => undefined;
    const server = await openSection([], { photoPut: () => new Promise((resolve) => (releasePhoto = () => resolve(jsonResponse(200, {})))) });
    fillAadhaar();
    expect(field(s.takePhoto).getAttribute('capture')).toBe('environment');
    expect(field(s.takePhoto).accept).toBe('image/*');
    expect(field(s.choosePhoto).hasAttribute('capture')).toBe(false);
    pick(s.takePhoto, photo('front.jpg'));
    pick(s.choosePhoto, photo('back.jpg'));
    expect(screen.getByRole('img', { name: s.photoAlt(2) })).toBeTruthy();
    expect(screen.queryByLabelText(s.takePhoto)).toBeNull(); // two is the most
    submit();
    expect(await screen.findByText(s.uploadingPhoto(1, 2))).toBeTruthy();
    expect((screen.getByRole('button', { name: s.submitting }) as HTMLButtonElement).disabled).toBe(true);
    releasePhoto();
    expect(await screen.findByText(s.uploadingPhoto(2, 2))).toBeTruthy();
    releasePhoto();
    await expectToast(toasts.uploaded);

    const writes = server.writes();
    expect(writes.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/upload/document-images',
      `PUT ${UPLOAD_URLS[0]}`,
      `PUT ${UPLOAD_URLS[1]}`,
      'POST /api/verification-documents',
    ]);
    expect(JSON.parse(String(writes[0]?.init.body))).toEqual({ imageCount: 2 });
    expect((writes[1]?.init.body as File | undefined)?.name).toBe('small-front.jpg');
    expect((writes[2]?.init.body as File | undefined)?.name).toBe('small-back.jpg');
    expect(JSON.parse(String(writes[3]?.init.body))).toEqual({ documentType: 'aadhaar', documentNumber: AADHAAR, holderName: 'Priya Sharma', documentImageUrls: PHOTO_URLS });
    for (const write of [writes[0], writes[3]]) expect(new Headers(write?.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    // The form is cleared, the document listed as pending, Aadhaar no longer offered.
    await waitFor(() => expect(field(s.numberLabel).value).toBe(''));
    expect(field(s.holderLabel).value).toBe('');
    expect(screen.queryByRole('img', { name: s.photoAlt(1) })).toBeTruthy(); // the listed document's own photo
    expect(screen.getByText(statuses.pending)).toBeTruthy();
    expect(screen.getByLabelText(s.maskedNumberLabel(AADHAAR.slice(-4)))).toBeTruthy();
    expect(offeredTypes()).toEqual([s.typePlaceholder, types.pan, types.voter_id, types.driving_license]);
  });

  it('sends a document without photos straight away', async () => {
    const server = await openSection();
    fillAadhaar();
    submit();
    await expectToast(toasts.uploaded);
    expect(server.writes().map(({ url }) => url)).toEqual(['/api/verification-documents']);
    expect(JSON.parse(String(server.writes()[0]?.init.body))).toMatchObject({ documentImageUrls: [] });
  });

  it('says "Upload failed" with the server message and keeps everything typed and picked', async () => {
    const unavailable = refusal(503, 'service-unavailable', 'Storage is unavailable. Please try again.');
    await openSection([], { create: unavailable.answer });
    fillAadhaar();
    pick(s.choosePhoto, photo('front.jpg'));
    submit();
    await expectToast(toasts.uploadFailed, unavailable.shown);
    expect(field(s.numberLabel).value).toBe(groupAsPrinted('aadhaar', AADHAAR));
    expect(field(s.holderLabel).value).toBe('Priya Sharma');
    expect((screen.getByLabelText(s.typeLabel) as HTMLSelectElement).value).toBe('aadhaar');
    expect(screen.getByRole('img', { name: s.photoAlt(1) })).toBeTruthy();
    expect((screen.getByRole('button', { name: s.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends no document when a photo is refused, and says why', async () => {
    const unreadable = refusal(400, 'invalid-input', 'This file is not a photo we can read.');
    const server = await openSection([], { photoPut: unreadable.answer });
    fillAadhaar();
    pick(s.takePhoto, photo('front.jpg'));
    submit();
    await expectToast(toasts.uploadFailed, unreadable.shown);
    expect(server.writes().map(({ url }) => url)).not.toContain('/api/verification-documents');
    expect(screen.getByRole('img', { name: s.photoAlt(1) })).toBeTruthy();
  });

  it('reads the list again when the server says the type was already submitted', async () => {
    const taken = refusal(409, 'document-type-taken', v.typeTaken);
    const server = await openSection([], {
      create: () => {
        server.setDocuments([makeDocument('aadhaar')]);
        return taken.answer();
      },
    });
    fillAadhaar();
    submit();
    await expectToast(toasts.uploadFailed, taken.shown);
    expect(await screen.findByText(statuses.pending)).toBeTruthy();
    expect(offeredTypes()).not.toContain(types.aadhaar);
    expect((screen.getByLabelText(s.typeLabel) as HTMLSelectElement).value).toBe('');
    expect(field(s.holderLabel).value).toBe('Priya Sharma');
    // The taken type is unchosen, not sent again.
    submit();
    await waitFor(() => expect(errorOf(s.typeLabel)).toBe(v.typeRequired));
    expect(server.writes()).toHaveLength(1);
  });

  it('resubmits a rejected document with PUT and shows it pending again', async () => {
    const rejected = makeDocument('pan', { status: 'rejected', rejectionReason: 'Blurred', numberLast4: '234F' });
    const server = await openSection([rejected]);
    fireEvent.click(screen.getByRole('button', { name: s.resubmit }));
    expect(screen.getByRole('heading', { name: s.resubmitHeading(types.pan) })).toBeTruthy();
    // The type is fixed: the one select is the new-document form's, which does not offer PAN.
    expect(screen.getAllByLabelText(s.numberLabel)).toHaveLength(2);
    const form = screen.getByRole('button', { name: s.resubmitSubmit }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(s.numberLabel), { target: { value: 'abcde1234f' } });
    fireEvent.click(within(form).getByRole('button', { name: s.resubmitSubmit }));
    await expectToast(toasts.resubmitted);
    const [put] = server.writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`/api/verification-documents/${rejected.id}`);
    expect(JSON.parse(String(put?.init.body))).toEqual({ documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Priya Sharma', documentImageUrls: [] });
    await waitFor(() => expect(screen.getByText(statuses.pending)).toBeTruthy());
    expect(screen.queryByText(statuses.rejected)).toBeNull();
    expect(screen.queryByRole('button', { name: s.resubmit })).toBeNull();
    expect(screen.getByLabelText(s.maskedNumberLabel('234F'))).toBeTruthy();
  });

  it('says "Update failed" with the server message when a resubmission is refused', async () => {
    const closed = refusal(409, 'document-closed', v.notResubmittable);
    await openSection([makeDocument('pan', { status: 'rejected' })], {
      resubmit: closed.answer,
    });
    fireEvent.click(screen.getByRole('button', { name: s.resubmit }));
    const form = screen.getByRole('button', { name: s.resubmitSubmit }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(s.numberLabel), { target: { value: 'ABCDE1234F' } });
    fireEvent.click(within(form).getByRole('button', { name: s.resubmitSubmit }));
    await expectToast(toasts.updateFailed, closed.shown);
    expect((within(form).getByLabelText(s.numberLabel) as HTMLInputElement).value).toBe('ABCDE1234F');
  });

  it('shows "Identity Verified" instead of the form once a document is verified, and refreshes the signed-in user', async () => {
    // The server derives the flag from the documents: it answers the session check as verified.
    await openSection([makeDocument('aadhaar', { status: 'verified', verifiedAt: '2026-11-23T10:00:00.000Z' })], {}, { ...user, isVerified: true });
    expect(screen.getByRole('heading', { name: s.verifiedTitle })).toBeTruthy();
    expect(screen.queryByLabelText(s.typeLabel)).toBeNull();
    expect(screen.getByText(s.optionalMore)).toBeTruthy();
    await waitFor(async () => expect((await readSession())?.user?.isVerified).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: s.addAnother }));
    expect(offeredTypes()).toEqual([s.typePlaceholder, types.pan, types.voter_id, types.driving_license]);
  });

  it('disables the form offline: documents are never queued or kept on the phone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = await openSection();
    expect(screen.getByText(s.offline)).toBeTruthy();
    // A disabled fieldset disables every field in it (happy-dom does not reflect it on each input).
    expect(field(s.numberLabel).closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: s.submit }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.writes()).toEqual([]);
  });
});
