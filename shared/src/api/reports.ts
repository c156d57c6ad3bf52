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
