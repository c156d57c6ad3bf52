/**
 * Where an account is signed in, and signing those devices out. A device is a session; the asking one
 * is known by its own cookie, and is never signed out from the list (Sign out does that, with its
 * check for writes still waiting to sync).
 */
import type { Knex } from 'knex';
import type { SignedInDevice, SignedOutDevices, User } from '@shared/api.ts';
import { serverMessages } from '@shared/messages/server.ts';
import { AppError } from '../../errors.ts';
import { endSessionsOf, hashSessionId } from '../../session/session-store.ts';
import { deleteSession, findLiveSession, liveSessionsOf } from './device-repo.ts';
import { deviceName } from './device-names.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `sessionId`: the asking device's session id, as its cookie carries it. */
export async function devicesOf(db: Knex, user: User, sessionId: string | undefined): Promise<SignedInDevice[]> {
  const thisKey = sessionId ? hashSessionId(sessionId) : undefined;
  const devices = (await liveSessionsOf(db, user.id)).map((row) => ({
    id: row.device_id,
    ...deviceName(row.user_agent),
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === thisKey,
  }));
  // This device first; the rest as the database ordered them, most recently used first.
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}

export async function signOutDevice(db: Knex, user: User, sessionId: string | undefined, deviceId: string): Promise<void> {
  const session = UUID.test(deviceId) ? await findLiveSession(db, user.id, deviceId) : undefined;
  if (!session) throw new AppError(404, 'device-not-found', serverMessages.errors.deviceNotFound);
  if (sessionId && session.id === hashSessionId(sessionId)) throw new AppError(400, 'this-device', serverMessages.errors.thisDevice);
  await deleteSession(db, session.id);
}

export async function signOutOtherDevices(db: Knex, user: User, sessionId: string | undefined): Promise<SignedOutDevices> {
  return { ended: await endSessionsOf(db, user.id, sessionId) };
}
