/**
 * Copy of identity documents (the profile edit section, its form and toasts) and the admin dashboard
 * (/admin): the upload, rejection and resubmission, and the number rules.
 */
import type { DocumentStatus, DocumentType } from '../api/documents.ts';
import { countOf } from '../intl.ts';
import { localized, type Copy } from '../locale.ts';

const typeLabels: Record<DocumentType, string> = {
  aadhaar: 'Aadhaar Card',
  pan: 'PAN Card',
  voter_id: 'Voter ID',
  driving_license: 'Driving Licence',
};

const statusLabels: Record<DocumentStatus, string> = {
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};

const english = {
  typeLabels,
  statusLabels,
  /** Rules on the number, per type (shared/src/documents/document-rules.ts); the server answers them too. */
  validation: {
    missingTitle: 'Missing information',
    missingText: 'Please fill in all required fields.',
    typeRequired: 'Choose a document type',
    numberRequired: 'Enter the document number',
    holderRequired: "Enter the holder's name as printed on the document",
    holderLength: "The holder's name must be 2 to 100 characters",
    aadhaarFormat: 'An Aadhaar number has 12 digits and does not start with 0 or 1',
    aadhaarCheckDigit: 'This Aadhaar number is not valid. Please check each digit.',
    panFormat: 'A PAN has 10 characters: five letters, four digits and a letter (like ABCDE1234F)',
    voterIdFormat: 'A Voter ID (EPIC) number has three letters and seven digits (like ABC1234567)',
    drivingLicenceFormat: 'A Driving Licence number starts with a state code and has 13 to 16 characters (like MH1420110062821)',
    tooManyPhotos: 'Add at most 2 photos: the front and the back',
    photoUrl: 'A photo must be one you uploaded for a document',
    typeTaken: 'You have already submitted this type of document',
    notResubmittable: 'Only a rejected document can be resubmitted',
    typeUnchangeable: 'A resubmitted document keeps its document type',
  },
  /** The document verification section on /profile/edit. */
  section: {
    heading: 'Document Verification',
    text: 'Verify your identity with a government document. Renters trust verified owners more, and your listings show the verified tick.',
    privacy:
      'Your document number and photos are encrypted, and only our verification team can see them while they review your document. Once they decide, the number is erased (we keep the last 4 characters) and the photos are deleted.',
    typeLabel: 'Document type',
    typePlaceholder: 'Select document type',
    numberLabel: 'Document number',
    holderLabel: "Holder's name",
    holderPlaceholder: 'Name as printed on the document',
    photosLabel: 'Photos of the document (optional)',
    photosHint: 'Front and back, up to 2 photos. Make sure the number is readable.',
    takePhoto: 'Take photo',
    choosePhoto: 'Choose from files',
    removePhoto: (n: number) => `Remove photo ${n}`,
    photoAlt: (n: number) => `Document photo ${n}`,
    submit: 'Submit for Verification',
    submitting: 'Uploading...',
    preparingPhotos: 'Preparing photos...',
    uploadingPhoto: (n: number, total: number) => `Uploading photo ${n} of ${total}...`,
    yourDocuments: 'Your documents',
    noDocuments: 'No documents submitted yet.',
    submittedOn: (date: string) => `Submitted ${date}`,
    decidedOn: (date: string) => `Reviewed ${date}`,
    maskedNumber: (last4: string) => `•••• ${last4}`,
    maskedNumberLabel: (last4: string) => `Number ending ${last4}`,
    rejectionReason: 'Reason',
    resubmit: 'Resubmit Document',
    resubmitHeading: (type: string) => `Resubmit your ${type}`,
    resubmitSubmit: 'Resubmit for Verification',
    cancel: 'Cancel',
    offline: 'You are offline. Connect to the internet to submit a document: it is never kept on this device.',
    loading: 'Loading your documents...',
    loadFailed: 'Could not load your documents.',
    retry: 'Retry',
    allTypesUsed: 'You have submitted every type of document.',
    verifiedTitle: 'Identity Verified',
    verifiedText: 'Your identity is verified. Your listings and profile show the verified tick.',
    optionalMore: 'Adding another document is optional.',
    addAnother: 'Add another document',
  },
  /** Toasts. */
  toasts: {
    uploaded: 'Document uploaded successfully',
    resubmitted: 'Document resubmitted for review',
    uploadFailed: 'Upload failed',
    updateFailed: 'Update failed',
    actionFailed: 'Action failed',
    decided: (status: 'verified' | 'rejected') => `Document ${status}`,
    rejectionReasonTitle: 'Rejection reason required',
    rejectionReasonText: 'Please provide a reason for rejecting this document.',
    comingSoon: 'Feature coming soon',
  },
  /** The notification its owner gets when a document is decided (type 'other', no push). */
  notify: {
    title: (status: 'verified' | 'rejected') => `Document ${status}`,
    verified: (type: string) => `Your ${type} was verified. Your profile and listings now show the verified tick.`,
    // The reason as the administrator typed it, closed with a full stop when it has none.
    rejected: (type: string, reason: string) => `Your ${type} was rejected: ${/[.!?]$/.test(reason) ? reason : `${reason}.`} You can resubmit it from Edit Profile.`,
  },
  /** /admin. */
  admin: {
    title: 'Admin Dashboard',
    /** The account menu's way in, shown to administrators only. */
    menuLink: 'Admin',
    text: 'Review identity documents, answer support, act on reports, manage accounts and see how Kiraya is doing.',
    tabs: {
      documents: 'Document Verification',
      users: 'User Management',
      reports: 'Reports & Safety',
      analytics: 'Analytics',
    },
    accessDeniedTitle: 'Access Denied',
    accessDeniedText: 'You need administrator privileges to access this page.',
    redirecting: 'Taking you to the home page...',
    filterLabel: 'Show documents',
    filters: { all: 'All', pending: 'Pending', verified: 'Verified', rejected: 'Rejected' },
    empty: 'No documents here.',
    loading: 'Loading documents...',
    loadFailed: 'Could not load documents.',
    retry: 'Retry',
    loadMore: 'Load more',
    submittedBy: (name: string, username: string) => `${name} (@${username})`,
    fullNumber: 'Full number',
    holder: 'Holder',
    submitted: 'Submitted',
    noPhotos: 'No photos were added.',
    photosDeleted: 'Photos deleted after the review.',
    openPhoto: (n: number) => `Open photo ${n} at full size`,
    verify: 'Verify',
    reject: 'Reject',
    rejectHeading: 'Reject this document?',
    rejectReasonLabel: 'Reason (the user sees it)',
    rejectReasonPlaceholder: 'For example: the photo is blurred, the number cannot be read',
    confirmReject: 'Reject Document',
    cancel: 'Cancel',
    ownDocument: 'This is your own document: another administrator must review it.',
    offline: 'You are offline. Reviewing documents needs a connection: decisions are never queued or kept on this device.',
    tabsLabel: 'Admin sections',
    /** A filter's name for screen readers once its count is in: "Pending, 2 documents". */
    filterWithCount: (filter: string, count: number) => `${filter}, ${countOf(count, { one: 'document', other: 'documents' }, 'en')}`,
    history: 'Decisions',
    decisionLine: (decision: string, admin: string, date: string) => `${decision} by ${admin} on ${date}`,
  },
  /** Server-side refusals. */
  server: {
    notFound: 'Document not found',
    adminOnly: 'You need administrator privileges to do this.',
    ownDocument: 'An administrator cannot review their own document.',
    alreadyDecided: 'This document has already been reviewed.',
    reasonRequired: 'Please provide a reason for rejecting this document.',
    decisionStatus: 'Decide "verified" or "rejected"',
    statusFilter: 'Filter by all, pending, verified or rejected',
    photoCount: 'Ask for 1 or 2 document photos',
    photoNotFound: 'Photo not found',
  },
} as const;

export type DocumentMessages = Copy<typeof english>;
export const documentMessages: DocumentMessages = await localized<DocumentMessages>(english, () => import('./hi/documents.ts'));
