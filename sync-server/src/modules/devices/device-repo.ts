/** The SQL of the devices list: an account's live sessions, and ending one of them. */
import type { Knex } from 'knex';

export interface DeviceRow {
  /** The session row's key: a hash of its cookie, compared with the asking device's, never shown. */
  id: string;
  device_id: string;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
}

export function liveSessionsOf(db: Knex, userId: string): Promise<DeviceRow[]> {
  return db('sessions')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', db.fn.now())
    .select('id', 'device_id', db.raw("data->>'userAgent' as user_agent"), 'created_at', 'last_seen_at')
    .orderBy([{ column: 'last_seen_at', order: 'desc' }, { column: 'created_at', order: 'desc' }]);
}

/** The account's live session the device id names, if any. */
export function findLiveSession(db: Knex, userId: string, deviceId: string): Promise<Pick<DeviceRow, 'id'> | undefined> {
  return db('sessions').where({ user_id: userId, device_id: deviceId }).andWhere('expires_at', '>', db.fn.now()).first('id');
}

export function deleteSession(db: Knex, sessionKey: string): Promise<number> {
  return db('sessions').where({ id: sessionKey }).delete();
}
