/**
 * Copy of the profile screens: the profile picture dialog (dashboard and /profile/edit) and the
 * profile edit page. The size
 * limit is 5 MB in both places, so the figures take the limit as an argument.
 */
import { formatNumber } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const english = {
  picture: {
    changeLabel: 'Change profile picture',
    dialogTitle: 'Profile Picture',
    hint: (megabytes: number) => `JPG or PNG, max ${formatNumber(megabytes, 'en')}MB`,
    choose: 'Choose Image',
    chooseAnother: 'Choose Another Image',
    previewAlt: 'Preview of your new profile picture',
    save: 'Save',
    saving: 'Saving...',
    uploading: 'Uploading your picture...',
    cancel: 'Cancel',
    close: 'Close',
    changePhoto: 'Change Photo',
    invalidType: { title: 'Invalid file type', text: 'Please select an image file (JPG, PNG, etc.)' },
    tooLarge: { title: 'File too large', text: (megabytes: number) => `Please select an image under ${formatNumber(megabytes, 'en')}MB` },
    /** Which step of the upload failed, shown in the dialog under the preview. */
    steps: {
      uploadUrl: 'Failed to get upload URL',
      upload: 'Failed to upload file',
      save: 'Failed to update profile picture',
      read: 'Error reading file',
    },
    storageNotConfigured: {
      title: 'Object Storage Not Configured',
      fallback: 'Picture storage is not available right now. Please try again later.',
    },
    /** The dashboard's dialog and the edit page word their toasts differently. */
    toasts: {
      dashboard: {
        success: { title: 'Profile picture updated!' },
        failure: { title: 'Upload failed', description: 'Failed to update profile picture. Please try again.' },
      },
      profile: {
        success: { title: 'Success', description: 'Profile picture updated successfully!' },
        failure: { title: 'Error', description: 'Failed to update profile picture. Please try again.' },
      },
    },
  },
  /** The profile page's way to /support. */
  /** The profile's "Download my data". */
  data: {
    heading: 'Your data',
    text: 'Download a copy of everything Kiraya holds about you: your profile, listings, messages, bookings, reviews, favourites, notifications, payments, documents’ status and devices, in one file (JSON).',
    download: 'Download my data',
    offline: 'You are offline. Connect to download your data.',
  },
  support: {
    heading: 'Need help?',
    text: 'Write to our support team. Premium members are answered first.',
    link: 'Contact support',
  },
  edit: {
    title: 'Edit Profile',
    text: 'Your picture, name, location and phone, as renters and owners see them.',
    loggedOut: 'Please log in to edit your profile.',
    logIn: 'Log In',
    backToDashboard: 'Back to Dashboard',
    pictureHeading: 'Profile Picture',
    detailsHeading: 'Personal Information',
    fullName: 'Full Name',
    location: 'Location',
    locationPlaceholder: 'e.g. Pune, Maharashtra',
    phone: 'Phone Number (optional)',
    phonePlaceholder: 'e.g. +919876543210',
    showPhone: 'Show my phone number on my listings',
    showPhoneHint: 'Off: renters see only the contact number you give each listing.',
    email: 'Email',
    /** Under the email of an account that signs in only through a provider. */
    emailNote: 'Your email is managed by your sign-in provider and cannot be changed here.',
    /** Under the email of an account with a password (the provider's note was shown to these too). */
    emailNotePassword: 'To change it, use Change email below.',
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  /** The form's rules, checked by the shared schema (schemas/profile.ts) on both sides. */
  validation: {
    fullNameMin: 'Full name must be at least 2 characters',
    fullNameMax: 'Full name must be less than 100 characters',
    locationMin: 'Location must be at least 2 characters',
    locationMax: 'Location must be less than 100 characters',
    showPhoneInvalid: 'Choose whether your phone number shows on your listings',
  },
  toasts: {
    updated: { title: 'Profile Updated' },
    updateFailed: { title: 'Update Failed', fallback: 'Failed to update profile. Please try again.' },
  },
  dashboard: {
    editProfile: 'Edit Profile',
  },
} as const;

export type ProfilePageMessages = Copy<typeof english>;
export const profilePageMessages: ProfilePageMessages = await localized<ProfilePageMessages>(english, () => import('./hi/profile.ts'));
