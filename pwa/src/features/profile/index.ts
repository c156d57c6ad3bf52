/** The profile feature's public face: other features and routes import only from here. */
export { ProfileEditPage } from './profile-edit-page.tsx';
export { ProfilePictureButton } from './profile-picture-button.tsx';
