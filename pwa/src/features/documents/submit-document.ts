/**
 * Sends a document (document upload): its photos first — compressed on the phone, then one
 * POST for their upload URLs and a PUT of each photo's bytes — then the document itself with the
 * photos' addresses, as a new document or as the resubmission of a rejected one.
 */
import type { VerificationDocument } from '@shared/api.ts';
import type { DocumentPayload } from '@shared/schemas/document.ts';
import { compressImage } from '@pwa/lib/compress-image.ts';
import { postDocument, postDocumentImageUploads, putDocument, putDocumentPhoto } from './documents-api.ts';

export type SubmitProgress = { step: 'preparing' } | { step: 'uploading'; photo: number; total: number } | { step: 'saving' };

export interface DocumentSubmission {
  payload: Omit<DocumentPayload, 'documentImageUrls'>;
  photos: readonly File[];
  /** The rejected document being resubmitted; a new document when absent. */
  resubmitId?: string | undefined;
}

export async function submitDocument(
  { payload, photos, resubmitId }: DocumentSubmission,
  onProgress: (progress: SubmitProgress) => void,
): Promise<VerificationDocument> {
  const documentImageUrls = photos.length ? await uploadPhotos(photos, onProgress) : [];
  onProgress({ step: 'saving' });
  const body: DocumentPayload = { ...payload, documentImageUrls };
  return resubmitId ? putDocument(resubmitId, body) : postDocument(body);
}

async function uploadPhotos(photos: readonly File[], onProgress: (progress: SubmitProgress) => void): Promise<string[]> {
  onProgress({ step: 'preparing' });
  const compressed: File[] = [];
  for (const photo of photos) compressed.push(await compressedOrOriginal(photo));
  const issued = await postDocumentImageUploads(compressed.length);
  for (const [index, photo] of compressed.entries()) {
    const uploadUrl = issued.uploadUrls[index];
    if (!uploadUrl || !issued.imageUrls[index]) throw new Error('the server issued fewer upload URLs than photos');
    onProgress({ step: 'uploading', photo: index + 1, total: compressed.length });
    await putDocumentPhoto(uploadUrl, photo);
  }
  return issued.imageUrls.slice(0, compressed.length);
}

/**
 * A photo the phone cannot redraw (an unusual format) goes as it is: the server judges it by its
 * bytes and says clearly when it refuses it, which beats failing here with a decoder's message.
 */
async function compressedOrOriginal(photo: File): Promise<File> {
  try {
    return await compressImage(photo, () => undefined);
  } catch {
    return photo;
  }
}
