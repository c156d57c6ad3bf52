/** Uploads of listing photos, videos and profile pictures: the links handed out and what a PUT answers. */

export const mediaPaths = {
  /** POST {imageCount, itemId} → {uploadUrls, imageUrls}; PUT each photo's bytes to its upload URL. */
  uploadImages: '/api/upload/images',
  /** POST {itemId, contentType, contentLength} → {uploadUrl, videoUrl}; PUT the video's bytes to uploadUrl. */
  uploadVideo: '/api/upload/video',
  /** POST, no body → {uploadURL}; PUT the picture's bytes to it, then PUT profilePicture. */
  profileUploadUrl: '/api/profile/upload-url',
  /** PUT {profileImageUrl: the upload URL without its query} → {objectPath}: the account's new picture. */
  profilePicture: '/api/profile/picture',
} as const;

/** POST /api/upload/images. */
export interface ImageUploads {
  uploadUrls: string[];
  imageUrls: string[];
}

/** POST /api/upload/video. */
export interface VideoUpload {
  uploadUrl: string;
  videoUrl: string;
}

/** POST /api/profile/upload-url (the field is spelled uploadURL, as clients of the first API expect). */
export interface ProfileUploadUrl {
  uploadURL: string;
}

/** What a PUT to an upload URL answers, by kind of upload. */
export interface UploadedImage {
  imageUrl: string;
}

export interface UploadedVideo {
  videoUrl: string;
}

/** Also the answer of PUT /api/profile/picture: where the new picture is served. */
export interface UploadedProfilePicture {
  objectPath: string;
}
