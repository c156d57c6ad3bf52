import imageCompression from 'browser-image-compression';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User, VerificationDocument } from '@shared/api.ts';
import { groupInFours } from '@shared/documents/document-rules.ts';
import { verhoeffDigit } from '@shared/documents/verhoeff.ts';
import { db } from '@pwa/db/app-db.ts';
import { jsonResponse } from '@pwa/test/stub-fetch.ts';
import { makeUser } from '@pwa/test/users.ts';
import { dismissToasts, expectToast, toastTitles } from '@pwa/test/profile-server.tsx';
import { documentServer, makeDocument, PHOTO_URLS, UPLOAD_URLS, type DocumentServerScript } from '@pwa/test/document-server.ts';
import { ToasterHost } from '@pwa/ui/toaster-host.tsx';
import { readSession, saveSession } from '../auth/session-store.ts';
import { DocumentVerificationSection } from './document-verification-section.tsx';

// happy-dom has no canvas to draw on: the compression library stands in for it.
vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

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
  await waitFor(() => expect(screen.queryByText('Loading your documents...')).toBeNull());
  return server;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (label: string, value: string) => fireEvent.change(field(label), { target: { value, selectionStart: value.length } });
const chooseType = (value: string) => fireEvent.change(screen.getByLabelText('Document type'), { target: { value } });
const submit = (name = 'Submit for Verification') => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;
const offeredTypes = () => Array.from((screen.getByLabelText('Document type') as HTMLSelectElement).options).map((option) => option.textContent);
const photo = (name: string) => new File([new Uint8Array(4096)], name, { type: 'image/jpeg' });
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

function fillAadhaar() {
  chooseType('aadhaar');
  typeInto('Document number', AADHAAR);
  typeInto("Holder's name", 'Priya Sharma');
}

describe('the document verification section on /profile/edit (issue 13)', () => {
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
    const list = screen.getByRole('heading', { name: 'Your documents' }).nextElementSibling as HTMLElement;
    const [pan, aadhaar] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    if (!pan || !aadhaar) throw new Error('two documents expected');
    expect(within(pan).getByRole('heading', { name: 'PAN Card' })).toBeTruthy();
    expect(within(pan).getByText('Rejected')).toBeTruthy();
    expect(within(pan).getByLabelText('Number ending 234F').textContent).toBe('•••• 234F');
    expect(pan.textContent).toContain('Submitted 20 Nov 2026');
    expect(pan.textContent).toContain('Reviewed 22 Nov 2026');
    expect(pan.textContent).toContain('Reason: The photo is blurred');
    expect(within(pan).getByRole('button', { name: 'Resubmit Document' })).toBeTruthy();
    expect(within(aadhaar).getByText('Pending review')).toBeTruthy();
    expect(aadhaar.textContent).not.toContain('Reviewed');
    expect(within(aadhaar).queryByRole('button', { name: 'Resubmit Document' })).toBeNull();
  });

  it('says when the list could not load, and Retry reads it again', async () => {
    let fail = true;
    await openSection([makeDocument('aadhaar')], { list: () => (fail ? jsonResponse(503, { message: 'Down', code: 'service-unavailable' }) : jsonResponse(200, [makeDocument('aadhaar')])) });
    expect(screen.getByRole('alert').textContent).toContain('Could not load your documents.');
    expect(screen.queryByLabelText('Document type')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pending review')).toBeTruthy();
  });

  it('reads the list again by itself when the connection comes back', async () => {
    let connected = false;
    await openSection([makeDocument('aadhaar')], { list: () => (connected ? jsonResponse(200, [makeDocument('aadhaar')]) : Promise.reject(new TypeError('Failed to fetch'))) });
    expect(screen.getByRole('alert').textContent).toContain('Could not load your documents.');
    connected = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Pending review')).toBeTruthy();
  });

  it('offers only the types not pending, verified or rejected; none left says so', async () => {
    await openSection([makeDocument('aadhaar'), makeDocument('pan', { status: 'rejected' })]);
    expect(offeredTypes()).toEqual(['Select document type', 'Voter ID', 'Driving Licence']);
  });

  it('says every type is used when none is left', async () => {
    await openSection([makeDocument('aadhaar'), makeDocument('pan', { status: 'rejected' }), makeDocument('voter_id'), makeDocument('driving_license')]);
    expect(screen.getByText('You have submitted every type of document.')).toBeTruthy();
    expect(screen.queryByLabelText('Document type')).toBeNull();
  });

  it('refuses an empty form with "Missing information" and a message under each field, sending nothing', async () => {
    const server = await openSection();
    submit();
    await expectToast('Missing information', 'Please fill in all required fields.');
    expect(field('Document type').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Document type')).toBe('Choose a document type');
    expect(document.activeElement).toBe(field('Document type')); // the first field with a message
    expect(errorOf('Document number')).toBe('Enter the document number');
    expect(errorOf("Holder's name")).toBe("Enter the holder's name as printed on the document");
    expect(server.writes()).toEqual([]);
    // Messages follow the typing once the form was tried.
    typeInto("Holder's name", 'Priya Sharma');
    expect(errorOf("Holder's name")).toBeUndefined();
    expect(field("Holder's name").getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['aadhaar', '12345678901', 'An Aadhaar number has 12 digits and does not start with 0 or 1'],
    ['aadhaar', `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`, 'This Aadhaar number is not valid. Please check each digit.'],
    ['pan', 'ABCD12345F', 'A PAN has 10 characters: five letters, four digits and a letter (like ABCDE1234F)'],
    ['voter_id', 'AB12345678', 'A Voter ID (EPIC) number has three letters and seven digits (like ABC1234567)'],
    ['driving_license', 'XX1420110062821', 'A Driving Licence number starts with a state code and has 13 to 16 characters (like MH1420110062821)'],
  ])('refuses a wrong %s number "%s" with its type\'s message and no missing-information toast', async (documentType, number, message) => {
    const server = await openSection();
    chooseType(documentType);
    typeInto('Document number', number);
    typeInto("Holder's name", 'Priya Sharma');
    submit();
    await waitFor(() => expect(errorOf('Document number')).toBe(message));
    expect(field('Document number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Document number'));
    expect(toastTitles()).not.toContain('Missing information');
    expect(server.writes()).toEqual([]);
  });

  it('shows the number grouped in fours while typing, with the keyboard fitting the type', async () => {
    await openSection();
    chooseType('aadhaar');
    typeInto('Document number', '234567890124');
    expect(field('Document number').value).toBe('2345 6789 0124');
    expect(field('Document number').inputMode).toBe('numeric');
    expect(field('Document number').getAttribute('autocomplete')).toBe('off');
    // A digit typed in the middle: the caret stays after it, not thrown to the end by the regrouping.
    const number = field('Document number');
    number.focus();
    fireEvent.change(number, { target: { value: '23145 6789 0124', selectionStart: 3, selectionEnd: 3 } });
    expect(number.value).toBe('2314 5678 9012 4');
    expect(number.selectionStart).toBe(3);
    chooseType('pan');
    typeInto('Document number', 'abcde1234f');
    expect(field('Document number').value).toBe('ABCD E123 4F');
    expect(field('Document number').inputMode).toBe('text');
    expect(field('Document number').getAttribute('autocapitalize')).toBe('characters');
  });

  it('uploads two compressed photos, then sends the normalized number with their addresses, and lists the new document', async () => {
    let releasePhoto: () => void = () => undefined;
    const server = await openSection([], { photoPut: () => new Promise((resolve) => (releasePhoto = () => resolve(jsonResponse(200, {})))) });
    fillAadhaar();
    expect(field('Take photo').getAttribute('capture')).toBe('environment');
    expect(field('Take photo').accept).toBe('image/*');
    expect(field('Choose from files').hasAttribute('capture')).toBe(false);
    pick('Take photo', photo('front.jpg'));
    pick('Choose from files', photo('back.jpg'));
    expect(screen.getByRole('img', { name: 'Document photo 2' })).toBeTruthy();
    expect(screen.queryByLabelText('Take photo')).toBeNull(); // two is the most
    submit();
    expect(await screen.findByText('Uploading photo 1 of 2...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Uploading...' }) as HTMLButtonElement).disabled).toBe(true);
    releasePhoto();
    expect(await screen.findByText('Uploading photo 2 of 2...')).toBeTruthy();
    releasePhoto();
    await expectToast('Document uploaded successfully');

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
    await waitFor(() => expect(field('Document number').value).toBe(''));
    expect(field("Holder's name").value).toBe('');
    expect(screen.queryByRole('img', { name: 'Document photo 1' })).toBeTruthy(); // the listed document's own photo
    expect(screen.getByText('Pending review')).toBeTruthy();
    expect(screen.getByLabelText(`Number ending ${AADHAAR.slice(-4)}`)).toBeTruthy();
    expect(offeredTypes()).toEqual(['Select document type', 'PAN Card', 'Voter ID', 'Driving Licence']);
  });

  it('sends a document without photos straight away', async () => {
    const server = await openSection();
    fillAadhaar();
    submit();
    await expectToast('Document uploaded successfully');
    expect(server.writes().map(({ url }) => url)).toEqual(['/api/verification-documents']);
    expect(JSON.parse(String(server.writes()[0]?.init.body))).toMatchObject({ documentImageUrls: [] });
  });

  it('says "Upload failed" with the server message and keeps everything typed and picked', async () => {
    await openSection([], { create: () => jsonResponse(503, { message: 'Storage is unavailable. Please try again.', code: 'service-unavailable' }) });
    fillAadhaar();
    pick('Choose from files', photo('front.jpg'));
    submit();
    await expectToast('Upload failed', 'Storage is unavailable. Please try again.');
    expect(field('Document number').value).toBe(groupInFours(AADHAAR));
    expect(field("Holder's name").value).toBe('Priya Sharma');
    expect((screen.getByLabelText('Document type') as HTMLSelectElement).value).toBe('aadhaar');
    expect(screen.getByRole('img', { name: 'Document photo 1' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit for Verification' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends no document when a photo is refused, and says why', async () => {
    const server = await openSection([], { photoPut: () => jsonResponse(400, { message: 'This file is not a photo we can read.', code: 'invalid-input' }) });
    fillAadhaar();
    pick('Take photo', photo('front.jpg'));
    submit();
    await expectToast('Upload failed', 'This file is not a photo we can read.');
    expect(server.writes().map(({ url }) => url)).not.toContain('/api/verification-documents');
    expect(screen.getByRole('img', { name: 'Document photo 1' })).toBeTruthy();
  });

  it('reads the list again when the server says the type was already submitted', async () => {
    const server = await openSection([], {
      create: () => {
        server.setDocuments([makeDocument('aadhaar')]);
        return jsonResponse(409, { message: 'You have already submitted this type of document', code: 'document-type-taken' });
      },
    });
    fillAadhaar();
    submit();
    await expectToast('Upload failed', 'You have already submitted this type of document');
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(offeredTypes()).not.toContain('Aadhaar Card');
    expect((screen.getByLabelText('Document type') as HTMLSelectElement).value).toBe('');
    expect(field("Holder's name").value).toBe('Priya Sharma');
    // The taken type is unchosen, not sent again.
    submit();
    await waitFor(() => expect(errorOf('Document type')).toBe('Choose a document type'));
    expect(server.writes()).toHaveLength(1);
  });

  it('resubmits a rejected document with PUT and shows it pending again', async () => {
    const rejected = makeDocument('pan', { status: 'rejected', rejectionReason: 'Blurred', numberLast4: '234F' });
    const server = await openSection([rejected]);
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit Document' }));
    expect(screen.getByRole('heading', { name: 'Resubmit your PAN Card' })).toBeTruthy();
    // The type is fixed: the one select is the new-document form's, which does not offer PAN.
    expect(screen.getAllByLabelText('Document number')).toHaveLength(2);
    const form = screen.getByRole('button', { name: 'Resubmit for Verification' }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Document number'), { target: { value: 'abcde1234f' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Resubmit for Verification' }));
    await expectToast('Document resubmitted for review');
    const [put] = server.writes();
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`/api/verification-documents/${rejected.id}`);
    expect(JSON.parse(String(put?.init.body))).toEqual({ documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Priya Sharma', documentImageUrls: [] });
    await waitFor(() => expect(screen.getByText('Pending review')).toBeTruthy());
    expect(screen.queryByText('Rejected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resubmit Document' })).toBeNull();
    expect(screen.getByLabelText('Number ending 234F')).toBeTruthy();
  });

  it('says "Update failed" with the server message when a resubmission is refused', async () => {
    await openSection([makeDocument('pan', { status: 'rejected' })], {
      resubmit: () => jsonResponse(409, { message: 'Only a rejected document can be resubmitted', code: 'document-closed' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit Document' }));
    const form = screen.getByRole('button', { name: 'Resubmit for Verification' }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Document number'), { target: { value: 'ABCDE1234F' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Resubmit for Verification' }));
    await expectToast('Update failed', 'Only a rejected document can be resubmitted');
    expect((within(form).getByLabelText('Document number') as HTMLInputElement).value).toBe('ABCD E123 4F');
  });

  it('shows "Identity Verified" instead of the form once a document is verified, and refreshes the signed-in user', async () => {
    // The server derives the flag from the documents: it answers the session check as verified.
    await openSection([makeDocument('aadhaar', { status: 'verified', verifiedAt: '2026-11-23T10:00:00.000Z' })], {}, { ...user, isVerified: true });
    expect(screen.getByRole('heading', { name: 'Identity Verified' })).toBeTruthy();
    expect(screen.queryByLabelText('Document type')).toBeNull();
    expect(screen.getByText('Adding another document is optional.')).toBeTruthy();
    await waitFor(async () => expect((await readSession())?.user?.isVerified).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add another document' }));
    expect(offeredTypes()).toEqual(['Select document type', 'PAN Card', 'Voter ID', 'Driving Licence']);
  });

  it('disables the form offline: documents are never queued or kept on the phone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = await openSection();
    expect(screen.getByText(/You are offline\. Connect to the internet to submit a document/)).toBeTruthy();
    // A disabled fieldset disables every field in it (happy-dom does not reflect it on each input).
    expect(field('Document number').closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit for Verification' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.writes()).toEqual([]);
  });
});
