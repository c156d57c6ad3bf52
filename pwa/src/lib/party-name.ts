/** The name of the other party of a conversation or booking: theirs, or "Deleted user" (in the page's language) once they deleted their account. */
import { accountMessages } from '@shared/messages/account.ts';

export const partyName = (party: { name: string; deleted?: boolean | undefined }): string => (party.deleted ? accountMessages.deletedUser : party.name);
