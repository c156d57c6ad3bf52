/** Premium plans: the free tier's limits and the monthly and yearly plans. */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscription_packages', (t) => {
    t.uuid('id').primary();
    t.text('tier').notNullable().unique();
    t.text('name').notNullable();
    t.decimal('price_inr', 12, 2).notNullable();
    t.jsonb('features').notNullable();
    t.integer('max_photos').notNullable();
    t.integer('max_video_size_mb').notNullable();
    t.integer('sort_order').notNullable();
  });
  const plans = [
    ['free', 'Free', '0', ['5 photos per listing', '5 MB video', 'Standard placement', 'Basic support'], 5, 5],
    ['monthly', 'Premium Monthly', '399', ['10 photos per listing', '25 MB video', 'Featured placement', 'Verified badge priority', 'Priority support'], 10, 25],
    ['yearly', 'Premium Yearly', '3999', ['15 photos per listing', '50 MB video', 'Top placement', 'Verified badge priority', 'Priority support'], 15, 50],
  ] as const;
  await knex('subscription_packages').insert(
    plans.map(([tier, name, price, features, photos, video], index) => ({
      id: uuidv7(),
      tier,
      name,
      price_inr: price,
      features: JSON.stringify(features),
      max_photos: photos,
      max_video_size_mb: video,
      sort_order: index,
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscription_packages');
}
