import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@shared/booking-days.ts';
import { today } from '../../clock.ts';
import { testDatabaseKinds } from '../../test/test-databases.ts';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server.ts';
import { TEST_CLOCK_PATH } from './test-hook-routes.ts';

/** A date search from `day` is refused (400) when `day` is in the past by the caller's clock. */
async function dateSearchFrom(client: TestClient, day: string): Promise<number> {
  return (await client.get(`/api/items?from=${day}&to=${addDays(day, 1)}`)).status;
}

describe.each(testDatabaseKinds)('POST /api/test/clock under NODE_ENV=test on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: 'test' });
  });
  afterAll(() => server.close());

  it("moves the caller's clock whole days ahead, and only theirs; 0 puts it back", async () => {
    const realToday = todayInIndia();
    const tomorrow = addDays(realToday, 1);
    const moved = server.client();
    const other = server.client();

    const answer = await moved.post(TEST_CLOCK_PATH, { offsetDays: 5 });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ offsetDays: 5, today: addDays(realToday, 5) });
    // Tomorrow is in the past for the moved caller, still ahead for everyone else and the process.
    expect(await dateSearchFrom(moved, tomorrow)).toBe(400);
    expect(await dateSearchFrom(moved, addDays(realToday, 5))).toBe(200);
    expect(await dateSearchFrom(other, tomorrow)).toBe(200);
    expect(today()).toBe(realToday);

    expect((await moved.post(TEST_CLOCK_PATH, { offsetDays: 0 })).json).toEqual({ offsetDays: 0, today: realToday });
    expect(await dateSearchFrom(moved, tomorrow)).toBe(200);
  });

  it.each([
    ['a negative offset', { offsetDays: -1 }],
    ['a fraction of a day', { offsetDays: 1.5 }],
    ['more than ten years', { offsetDays: 3651 }],
    ['a string', { offsetDays: '5' }],
    ['no offset', {}],
    ['null', { offsetDays: null }],
  ])('refuses %s with a 400 and leaves the clock alone', async (_name, body) => {
    const client = server.client();
    await client.post(TEST_CLOCK_PATH, { offsetDays: 2 });
    const refused = await client.post(TEST_CLOCK_PATH, body);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'invalid-input' });
    expect(await dateSearchFrom(client, addDays(todayInIndia(), 1))).toBe(400);
    expect(await dateSearchFrom(client, addDays(todayInIndia(), 2))).toBe(200);
  });

  it('reads a forged cookie as no offset', async () => {
    const client = server.client();
    client.cookies.set('kiraya_test_clock_days', '1e9');
    expect(await dateSearchFrom(client, addDays(todayInIndia(), 1))).toBe(200);
  });
});

describe.each(['production', 'development'] as const)('POST /api/test/clock under NODE_ENV=%s', (env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env });
  });
  afterAll(() => server.close());

  it('does not exist (404), and its cookie moves nothing', async () => {
    const client = server.client();
    const response = await client.post(TEST_CLOCK_PATH, { offsetDays: 5 });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'not-found' });
    client.cookies.set('kiraya_test_clock_days', '5');
    expect(await dateSearchFrom(client, addDays(todayInIndia(), 1))).toBe(200);
  });
});
