/**
 * A category by its slug: the cached one (Dexie, filled by the categories list) shows at once, and
 * GET /api/categories/{slug} confirms it, or says it does not exist ("Category Not Found").
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiPaths, type Category } from '@shared/api.ts';
import { db } from '@pwa/db/app-db.ts';
import { apiGet } from '@pwa/lib/api-client.ts';
import { isApiError } from '@pwa/lib/api-error.ts';

export type CategoryState =
  | { status: 'loading' }
  | { status: 'ready'; category: Category }
  | { status: 'not-found' }
  | { status: 'offline' };

type Remote = { slug: string } & ({ state: 'pending' | 'not-found' | 'failed' } | { state: 'found'; category: Category });

export function useCategory(slug: string): CategoryState {
  const cached = useLiveQuery(async () => (await db.categories.where('slug').equals(slug).first()) ?? null, [slug]);
  const [remote, setRemote] = useState<Remote>({ slug, state: 'pending' });

  useEffect(() => {
    const controller = new AbortController();
    apiGet<Category>(`${apiPaths.categories}/${encodeURIComponent(slug)}`, controller.signal)
      .then((category) => setRemote({ slug, state: 'found', category }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setRemote({ slug, state: isApiError(error) && error.status === 404 ? 'not-found' : 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  // The answer is kept with the slug it is for: until this slug's arrives, it reads as pending.
  const current: Remote = remote.slug === slug ? remote : { slug, state: 'pending' };
  if (current.state === 'found') return { status: 'ready', category: current.category };
  if (current.state === 'not-found') return { status: 'not-found' };
  if (cached) return { status: 'ready', category: cached };
  if (cached === null && current.state === 'failed') return { status: 'offline' };
  return { status: 'loading' };
}
