/** A client signed in as a freshly registered user, and the category ids tests list things under. */
import type { Category, User } from '@shared/api.ts';
import { newRegistration } from './factories.ts';
import type { TestClient, TestServer } from './test-server.ts';

export async function signedInClient(server: TestServer): Promise<{ client: TestClient; user: User }> {
  const client = server.client();
  const response = await client.post('/api/register', newRegistration());
  if (response.status !== 201) throw new Error(`registration failed: ${response.text}`);
  // The sign-up's confirmation link is stored and mailed after the answer: done before the test goes
  // on, so a test watching the database sees only what its own requests write.
  await server.afterResponses();
  return { client, user: response.json as User };
}

export async function categoryIds(server: TestServer): Promise<Record<string, string>> {
  const categories = (await server.client().get('/api/categories')).json as Category[];
  return Object.fromEntries(categories.map((category) => [category.slug, category.id]));
}
