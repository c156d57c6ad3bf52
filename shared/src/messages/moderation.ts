/** Copy of the admin dashboard's Reports & Safety tab: the open reports by target, the actions on them, and the moderators' log. */
import { localized, type Copy } from '../locale.ts';
import type { ModerationActionKind, ReportTargetType } from '../api/reports.ts';

const english = {
  heading: 'Open reports',
  text: 'Most reported first. Every action needs a reason, which the log keeps; reporters are told the outcome.',
  loading: 'Loading the reports…',
  loadFailed: 'The reports could not be loaded.',
  retry: 'Try again',
  empty: 'No open reports. Nothing waits for you.',
  targetLabel: {
    item: 'Listing',
    user: 'User',
    message: 'Message',
    document: 'Identity document',
  } satisfies Record<ReportTargetType | 'document', string>,
  whose: (name: string, username: string) => `${name} (@${username})`,
  count: (count: string) => `${count} reports`,
  oneReport: '1 report',
  reportBy: (reporter: string) => `By @${reporter}`,
  dismiss: 'Dismiss',
  warn: (name: string) => `Warn ${name}`,
  dismissTitle: 'Dismiss these reports',
  warnTitle: (name: string) => `Warn ${name}`,
  reasonLabel: 'Reason (kept in the log)',
  warnReasonLabel: 'Reason (the user reads it in their notifications)',
  confirmDismiss: 'Dismiss reports',
  confirmWarn: 'Send warning',
  cancel: 'Cancel',
  working: 'Saving…',
  dismissed: 'Reports dismissed',
  warned: (name: string) => `${name} was warned`,
  failed: 'Not done',
  logHeading: 'Moderation log',
  logText: 'Every action, newest first. Entries cannot be changed or removed.',
  logEmpty: 'No actions yet.',
  actionLabel: {
    'dismiss-reports': 'Dismissed reports',
    'warn-user': 'Warned the user',
    'verify-document': 'Verified',
    'reject-document': 'Rejected',
  } satisfies Record<ModerationActionKind, string>,
  logEntry: (admin: string, action: string, target: string) => `@${admin} · ${action} · ${target}`,
} as const;

export type ModerationMessages = Copy<typeof english>;
export const moderationMessages: ModerationMessages = await localized<ModerationMessages>(english, () => import('./hi/moderation.ts'));
