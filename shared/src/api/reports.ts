/** Reports of listings, users and messages, and the moderators' work on them: paths and shapes. */
import type { UserRole } from './users.ts';

export const reportPaths = {
  /** POST ReportPayload → 201 Report (signed in). */
  reports: '/api/reports',
} as const;

export const reportTargetTypes = ['item', 'user', 'message'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

/** Why: a scam or fraud, an item that may not be rented, the wrong category or spam, offensive, not as described, or something else. */
export const reportReasons = ['scam', 'prohibited', 'spam', 'offensive', 'not-as-described', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A report as its reporter sees it. */
export interface Report {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string | null;
  status: 'open' | 'dismissed' | 'actioned';
  createdAt: string;
}

export const moderationPaths = {
  /** GET, administrators → ReportedTarget[]: the open reports, one entry per target, most reported first. */
  adminReports: '/api/admin/reports',
  /** POST { reason }, administrators → ModerationAction: closes the target's open reports (dismissed, or the user warned). */
  adminReportAction: (targetType: string, targetId: string, action: 'dismiss' | 'warn') => `/api/admin/reports/${targetType}/${targetId}/${action}`,
  /** GET [?targetId=] (a listing or a user), administrators → ModerationAction[]: the moderators' log, newest first. */
  adminModerationLog: '/api/admin/moderation-log',
  /** POST { reason }, administrators → ModerationAction: the listing leaves every list and device; its owner is told why. */
  adminHideListing: (itemId: string) => `/api/admin/items/${itemId}/hide`,
  /** POST { reason }, administrators → ModerationAction: a hidden listing is listed again. */
  adminRestoreListing: (itemId: string) => `/api/admin/items/${itemId}/restore`,
  /** GET, administrators → HiddenListing[]: the hidden listings, those asking for review first. */
  adminHiddenListings: '/api/admin/items/hidden',
  /** POST, the listing's owner → 204: a hidden listing, edited, asks the moderators for another look. */
  listingReviewRequest: (itemId: string) => `/api/items/${itemId}/review-request`,
  /** GET ?q=, administrators → AdminUserSummary[]: accounts whose name, username, email or phone holds q. */
  adminUsers: '/api/admin/users',
  /** GET, administrators → AdminUserDetail. */
  adminUser: (userId: string) => `/api/admin/users/${userId}`,
  /** POST { reason }, administrators → ModerationAction: suspend, restore, grant or revoke administrator. */
  adminUserAction: (userId: string, action: AdminUserAction) => `/api/admin/users/${userId}/${action}`,
} as const;

export const adminUserActions = ['suspend', 'restore', 'grant-admin', 'revoke-admin'] as const;
export type AdminUserAction = (typeof adminUserActions)[number];

/**
 * Whether others see a listing: 'approved' (listed), 'hidden' by a moderator (rejectionReason says
 * why), 'review-requested' (hidden; its owner edited it and asked for another look), 'owner-suspended'
 * (listed again when its owner's account is restored). Only its owner and administrators see it unlisted.
 */
export const listingModerationStatuses = ['approved', 'hidden', 'review-requested', 'owner-suspended'] as const;
export type ListingModerationStatus = (typeof listingModerationStatuses)[number];

/** A listing the moderators hid, as they see it. */
export interface HiddenListing {
  id: string;
  title: string;
  status: Extract<ListingModerationStatus, 'hidden' | 'review-requested'>;
  reason: string;
  owner: { id: string; username: string; name: string };
  /** When its owner last changed it (hiding it does not count). */
  updatedAt: string;
}

/** One account as the moderators find it. */
export interface AdminUserSummary {
  id: string;
  username: string;
  fullName: string | null;
  email: string;
  phone: string | null;
  role: UserRole;
  suspended: boolean;
  createdAt: string;
}

/** One account's page for the moderators. */
export interface AdminUserDetail extends AdminUserSummary {
  isVerified: boolean;
  /** Why the account is suspended (null when it is not). */
  suspendedReason: string | null;
  suspendedAt: string | null;
  premiumTier: string;
  premiumExpiresAt: string | null;
  emailConfirmed: boolean;
  /** The last time one of its sessions was used; null when it has none. */
  lastSeenAt: string | null;
  listings: Array<{ id: string; title: string; status: ListingModerationStatus; reason: string | null; createdAt: string }>;
  /** Reports against the account, its listings and its messages, newest first. */
  reports: Array<{ id: string; targetType: ReportTargetType; targetId: string; reason: ReportReason; details: string | null; status: Report['status']; reporter: string; createdAt: string }>;
  documents: Array<{ id: string; documentType: string; status: string; submittedAt: string }>;
  /** What the moderators did about the account and its listings, newest first. */
  log: ModerationAction[];
}

/** One report as the moderators see it. */
export interface ReportEntry {
  id: string;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
  /** The reporter's username. */
  reporter: string;
}

/** A reported listing, user or message with its open reports. */
export interface ReportedTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** What others see of it: the listing's title, the user's name, the message's text. */
  summary: string;
  /** Whose it is (the listing's owner, the user, the message's sender). */
  targetUser: { id: string; username: string; name: string } | null;
  count: number;
  /** The reasons given, most given first. */
  reasons: ReportReason[];
  latestAt: string;
  /** Newest first. */
  reports: ReportEntry[];
}

export const moderationActionKinds = [
  'dismiss-reports', 'warn-user', 'verify-document', 'reject-document', 'hide-listing', 'restore-listing', 'suspend-user', 'restore-user', 'grant-admin', 'revoke-admin',
] as const;
export type ModerationActionKind = (typeof moderationActionKinds)[number];

/** An entry of the moderators' log: it cannot be changed or removed. */
export interface ModerationAction {
  id: string;
  action: ModerationActionKind;
  /** What it was about: a reported target (a listing, a user, a message), or an identity document. */
  targetType: ReportTargetType | 'document';
  targetId: string;
  /** The administrator's username. */
  admin: string;
  /** Why, as the administrator wrote it (empty for a verified document: nothing to explain). */
  reason: string;
  createdAt: string;
  /** Open reports it closed. */
  reportsClosed: number;
}
