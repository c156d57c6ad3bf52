/** The users module: accounts as stored, and how a user is named to others. */
export {
  confirmEmailAddress,
  findUserByEmail,
  findLiveUserById,
  findUserById,
  findUserForLogin,
  insertUser,
  isSuspended,
  lockAdministrators,
  setSuspension,
  localeOf,
  setPasswordHash,
  setPendingEmail,
  setProfileImage,
  setUserRole,
  updateLocale,
  updateProfile,
} from './account-service.ts';
export { nameShownToOthers, publicName, senderShownToOthers, type ShownSender } from './display-name.ts';
