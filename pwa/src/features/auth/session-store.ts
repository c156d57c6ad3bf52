/**
 * Reads and writes the cached signed-in user (the Dexie session row). Every writer passes the time it
 * learnt the answer, and an older answer never overwrites a newer one: a slow /api/auth/user that
 * started before a login must not sign the user back out when it lands.
 */
import type { User } from '@shared/api.ts';
import { db, SESSION_KEY, type SessionRow } from '@pwa/db/app-db.ts';

export async function readSession(): Promise<SessionRow | null> {
  return (await db.session.get(SESSION_KEY)) ?? null;
}

export async function saveSession(user: User | null, learntAt: number = Date.now()): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const current = await db.session.get(SESSION_KEY);
    if (current && current.fetchedAt > learntAt) return;
    await db.session.put({ key: SESSION_KEY, user, fetchedAt: learntAt });
  });
}

/**
 * Applies a change the server has just confirmed (a new picture, an edited profile) to the signed-in
 * user, so the header and every screen reading useAuth show it at once. Nothing changes when that
 * user is no longer the one signed in (signed out or switched accounts while the call was on its
 * way). The row counts as learnt now: a session check that started before the change and answers
 * after it may carry the old profile, and is ignored by saveSession's rule.
 */
export async function updateSessionUser(userId: string, change: Partial<Omit<User, 'id'>>): Promise<void> {
  const learntAt = Date.now();
  await db.transaction('rw', db.session, async () => {
    const current = await db.session.get(SESSION_KEY);
    if (current?.user?.id !== userId) return;
    await db.session.put({
      key: SESSION_KEY,
      user: { ...current.user, ...change, id: userId },
      fetchedAt: Math.max(current.fetchedAt, learntAt),
    });
  });
}
