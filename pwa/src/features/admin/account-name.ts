/** How the moderators' screens name an account: its full name, else its @username (a name is optional). */
import type { AdminUserSummary } from '@shared/api.ts';

export const accountName = (account: Pick<AdminUserSummary, 'fullName' | 'username'>): string => account.fullName?.trim() || `@${account.username}`;
