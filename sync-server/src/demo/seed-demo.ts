/**
 * Loads the demo owners and listings into a new installation, once: only when no listing exists yet
 * and the demo has never been loaded (deleting the demo listings later does not bring them back).
 */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';
import { demoListings, demoOwners } from '../../seeds/demo-listings.ts';
import { knownCities } from '../cities/known-cities.ts';
import { storeSeedListing } from '../modules/items/index.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { drawDemoImage } from './demo-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoData(db: Knex, storage: MediaStorage): Promise<number> {
  const seeded = await db('app_meta').where({ key: 'demo_seeded' }).first('key');
  const [{ count } = { count: '0' }] = await db('items').count<{ count: string }[]>('* as count');
  if (seeded || Number(count) > 0) return 0;

  const categories: Array<{ id: string; slug: string }> = await db('categories').select('id', 'slug');
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));
  const images = await Promise.all(demoListings.map(([slug], index) => drawDemoImage(storage, slug, index)));

  await db.transaction(async (trx) => {
    const ownerIds = demoOwners.map(() => uuidv7());
    await trx('users').insert(
      demoOwners.map((owner, index) => ({
        id: ownerIds[index],
        username: owner.username,
        email: `${owner.username}@demo.kiraya.local`,
        full_name: owner.fullName,
        location: owner.location,
        is_verified: owner.isVerified,
      })),
    );
    const now = Date.now();
    // The verified flag is derived from documents: each verified demo owner has a verified
    // document, decided with nothing kept but a made-up last four (no number, no photos, no reviewer).
    const verifiedAt = new Date(now - 30 * DAY_MS);
    const verifiedDocuments = demoOwners.flatMap((owner, index) =>
      owner.isVerified
        ? [
            {
              id: uuidv7(),
              user_id: ownerIds[index],
              document_type: 'aadhaar',
              number_ciphertext: null,
              number_last4: String(1000 + index * 1111).slice(-4),
              holder_name: owner.fullName,
              status: 'verified',
              verification_method: 'manual',
              created_at: verifiedAt,
              submitted_at: verifiedAt,
              verified_at: verifiedAt,
              verified_by: null,
            },
          ]
        : [],
    );
    if (verifiedDocuments.length) await trx('verification_documents').insert(verifiedDocuments);
    const { pointOf } = await knownCities();
    for (const [index, [slug, title, description, price, unit, ownerIndex, featured, views]] of demoListings.entries()) {
      const owner = demoOwners[ownerIndex];
      const id = uuidv7();
      // Spread over the last few weeks, newest last in the list, so "Recently Listed" reads naturally.
      const createdAt = new Date(now - (demoListings.length - index) * 0.7 * DAY_MS);
      await storeSeedListing(
        trx,
        id,
        ownerIds[ownerIndex] ?? '',
        {
          title,
          description,
          categoryId: categoryId.get(slug) ?? '',
          isNegotiable: price === null,
          price,
          priceUnit: unit,
          location: owner?.location ?? 'Pune, Maharashtra',
          contactPhone: null,
          imageUrls: [images[index] ?? ''],
          videoUrl: null,
          point: pointOf(owner?.location ?? 'Pune, Maharashtra') ?? null,
        },
        createdAt,
      );
      await trx('items').where({ id }).update({ is_featured: featured, view_count: views });
    }
    await trx('app_meta').insert({ key: 'demo_seeded', value: JSON.stringify({ at: new Date(now).toISOString(), listings: demoListings.length }) });
  });
  return demoListings.length;
}
