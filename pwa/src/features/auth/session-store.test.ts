import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@pwa/db/app-db.ts';
import { makeUser } from '@pwa/test/users.ts';
import { readSession, saveSession, updateSessionUser } from './session-store.ts';

const user = makeUser();

describe('updateSessionUser', () => {
  beforeEach(async () => {
    await db.session.clear();
  });

  it('changes the signed-in user and keeps the rest of them', async () => {
    await saveSession(user, Date.now() - 60_000);
    await updateSessionUser(user.id, { profileImageUrl: '/media/a/m1.webp' });
    expect((await readSession())?.user).toEqual({ ...user, profileImageUrl: '/media/a/m1.webp' });
  });

  it('wins over a session check that started before the change and answers after it', async () => {
    const checkStartedAt = Date.now() - 1;
    await saveSession(user, checkStartedAt - 60_000);
    await updateSessionUser(user.id, { fullName: 'Priya S. Sharma' });
    await saveSession(user, checkStartedAt);
    expect((await readSession())?.user?.fullName).toBe('Priya S. Sharma');
  });

  it('changes nothing when that user signed out or another signed in meanwhile', async () => {
    await updateSessionUser(user.id, { fullName: 'Someone' });
    expect(await readSession()).toBeNull();
    await saveSession(null);
    await updateSessionUser(user.id, { fullName: 'Someone' });
    expect((await readSession())?.user).toBeNull();
    const other = makeUser({ id: '01936f5e-7c2a-7b3e-9d41-2f6a8c0e1b66', fullName: 'Rahul Verma' });
    await saveSession(other);
    await updateSessionUser(user.id, { fullName: 'Someone' });
    expect((await readSession())?.user).toEqual(other);
  });
});
