/**
 * Uploads the listing's video (spec §7): one call for an upload URL bound to this listing, its type and
 * size, then the bytes PUT to it with that same type. Resolves with the stored video's URL.
 */
import { apiPaths, type UploadedVideo, type VideoUpload } from '@shared/api.ts';
import { apiPost, apiPutFileWithProgress } from '@pwa/lib/api-client.ts';
import { videoContentType } from './media-rules.ts';

/** `onProgress` hears the share of the video's bytes sent so far, from 0 to 1. */
export async function uploadVideo(itemId: string, video: File, onProgress: (fraction: number) => void = () => undefined): Promise<string> {
  const contentType = videoContentType(video);
  if (!contentType) throw new Error('the picked video has no known type');
  const issued = await apiPost<VideoUpload>(apiPaths.uploadVideo, { itemId, contentType, contentLength: video.size });
  // A .mov a phone gave no type goes out as the video/quicktime the server was told.
  const body = video.type === contentType ? video : video.slice(0, video.size, contentType);
  return (await apiPutFileWithProgress<UploadedVideo>(issued.uploadUrl, body, onProgress)).videoUrl;
}
