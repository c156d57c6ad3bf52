import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@shared/api.ts';
import hindiDescriptions from '@shared/messages/hi/category-descriptions.ts';
import hindiCategories from '@shared/messages/hi/categories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

describe('category names in Hindi', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('has Hindi words for every category the server starts with, and for no other', async () => {
    const categories = (await server.client().get('/api/categories')).json as Category[];
    const slugs = categories.map((category) => category.slug).sort();
    expect(Object.keys(hindiCategories.names).sort()).toEqual(slugs);
    expect(Object.keys(hindiDescriptions.descriptions).sort()).toEqual(slugs);
    for (const name of Object.values(hindiCategories.names)) expect(name).toMatch(/[\u0900-\u097F]/);
    for (const description of Object.values(hindiDescriptions.descriptions)) expect(description).toMatch(/[\u0900-\u097F]/);
  });
});
