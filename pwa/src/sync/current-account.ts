/** The signed-in account, from the session cache: only its operations are sent and shown. */
import { db, SESSION_KEY } from '@pwa/db/app-db.ts';

export const currentAccountId = async (): Promise<string | null> => (await db.session.get(SESSION_KEY))?.user?.id ?? null;
