/** Reports of listings, users and messages: path and shapes. */

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
  /** GET, administrators → ModerationAction[]: the moderators' log, newest first. */
  adminModerationLog: '/api/admin/moderation-log',
} as const;

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

export const moderationActionKinds = ['dismiss-reports', 'warn-user', 'verify-document', 'reject-document'] as const;
export type ModerationActionKind = (typeof moderationActionKinds)[number];

/** An entry of the moderators' log: it cannot be changed or removed. */
export interface ModerationAction {
  id: string;
  action: ModerationActionKind;
  /** What it was about: a reported target, or an identity document. */
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
