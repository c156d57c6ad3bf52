/**
 * POST /api/password: the current password changes it, this device stays signed in and every other
 * one is signed out; a wrong current password, a weak new one, or a flood of tries changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/api.ts';
import { authMessages } from '@shared/messages/auth.ts';
import { passwordResetMessages } from '@shared/messages/password-reset.ts';
import { newRegistration } from '../../test/factories.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { PASSWORD_CHANGES_PER_HOUR } from './password-change.ts';

describe.each(testDatabaseKinds)('changing the password on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** One account, signed in on two devices. */
  async function signedInTwice(): Promise<{ here: TestClient; there: TestClient; user: User; password: string }> {
    const registration = newRegistration();
    const here = server.client();
    const response = await here.post('/api/register', registration);
    expect(response.status).toBe(201);
    const there = server.client();
    expect((await there.post('/api/login/email', { username: registration.username, password: registration.password })).status).toBe(200);
    return { here, there, user: response.json as User, password: registration.password };
  }
  const signIn = (username: string, password: string) => server.client().post('/api/login/email', { username, password });

  it('changes it with the current one: this device stays signed in, the others are signed out', async () => {
    const { here, there, user, password } = await signedInTwice();
    const changed = await here.post('/api/password', { currentPassword: password, newPassword: 'monsoon-chai-2026' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ id: user.id, hasPassword: true });
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await there.get('/api/auth/user')).status).toBe(401);
    expect((await signIn(user.username, password)).status).toBe(401);
    expect((await signIn(user.username, 'monsoon-chai-2026')).status).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and a visitor, changing nothing', async () => {
    const { here, there, user, password } = await signedInTwice();
    const wrong = await here.post('/api/password', { currentPassword: 'not-my-password', newPassword: 'monsoon-chai-2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'wrong-password', fields: { currentPassword: passwordResetMessages.errors.wrongPassword }, fieldCodes: { currentPassword: 'wrong-password' } });
    const weak = await here.post('/api/password', { currentPassword: password, newPassword: 'short' });
    expect(weak.json).toMatchObject({ code: 'invalid-input', fields: { newPassword: authMessages.validation.passwordMin } });
    expect((await server.client().post('/api/password', { currentPassword: password, newPassword: 'monsoon-chai-2026' })).status).toBe(401);
    expect((await there.get('/api/auth/user')).status).toBe(200);
    expect((await signIn(user.username, password)).status).toBe(200);
  });

  it('counts every try, so a stolen session cannot guess the password', async () => {
    const { here, user, password } = await signedInTwice();
    for (let attempt = 0; attempt < PASSWORD_CHANGES_PER_HOUR; attempt++) {
      expect((await here.post('/api/password', { currentPassword: `guess-${attempt}`, newPassword: 'monsoon-chai-2026' })).status).toBe(400);
    }
    const over = await here.post('/api/password', { currentPassword: password, newPassword: 'monsoon-chai-2026' });
    expect(over.status).toBe(429);
    expect((await signIn(user.username, password)).status).toBe(200);
  });
});
