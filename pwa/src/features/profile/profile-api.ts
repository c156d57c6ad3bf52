/** The profile calls: the profile picture's three calls and the profile update. */
import { apiPaths, type ProfileUploadUrl, type UploadedProfilePicture, type User } from '@shared/api.ts';
import type { AccountDeletion, PasswordChange } from '@shared/schemas/auth.ts';
import type { ProfilePayload } from '@shared/schemas/profile.ts';
import { apiPost, apiPut, apiPutFile, apiRequest } from '@pwa/lib/api-client.ts';

/** POST with no body: the server answers with a single-use URL to PUT the picture's bytes to. */
export const postProfileUploadUrl = (): Promise<ProfileUploadUrl> => apiPost<ProfileUploadUrl>(apiPaths.profileUploadUrl, undefined);

/** The raw file with its own content type (api-client sets it from the file). */
export const putPictureBytes = (uploadUrl: string, file: Blob): Promise<unknown> => apiPutFile<unknown>(uploadUrl, file);

export const putProfilePicture = (profileImageUrl: string): Promise<UploadedProfilePicture> =>
  apiPut<UploadedProfilePicture>(apiPaths.profilePicture, { profileImageUrl });

/** PUT /api/users/{id}: answers with the updated user. */
export const putProfile = (userId: string, payload: ProfilePayload): Promise<User> => apiPut<User>(apiPaths.user(userId), payload);

/** POST /api/password: the server signs this device in afresh and every other one out. */
export const postPasswordChange = (payload: PasswordChange): Promise<User> => apiPost<User>(apiPaths.password, payload);

/** DELETE /api/account with the password (none for an account that signs in through a provider). */
export const deleteMyAccount = (payload: AccountDeletion): Promise<void> => apiRequest<void>(apiPaths.account, { method: 'DELETE', body: payload });
