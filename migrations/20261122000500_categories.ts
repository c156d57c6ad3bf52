/** Listing categories, created with the 17 categories Kiraya starts with. */
import type { Knex } from 'knex';
import { v7 as uuidv7 } from 'uuid';

const categories: ReadonlyArray<readonly [name: string, slug: string, description: string]> = [
  ['Bikes', 'bikes', 'Motorcycles and scooters for daily rides, weekend trips and deliveries'],
  ['Cars', 'cars', 'Hatchbacks, sedans and SUVs for self-drive trips, weddings and outstation travel'],
  ['Cameras', 'cameras', 'DSLRs, mirrorless cameras, lenses, drones and lighting for shoots and events'],
  ['Mobiles', 'mobiles', 'Smartphones and tablets for short-term use, travel or testing'],
  ['Laptops', 'laptops', 'Laptops and computers for work, study, exams and projects'],
  ['Room Rentals', 'room-rentals', 'Rooms, PG beds and short stays in your neighbourhood'],
  ['Event Accessories', 'event-accessories', 'Tents, chairs, sound systems, decoration and lighting for functions'],
  ['Buses', 'buses', 'Buses and mini buses for group travel, yatras and school or office trips'],
  ['Autos', 'autos', 'Auto rickshaws for local travel, business and daily hire'],
  ['Cycles', 'cycles', 'Bicycles and e-cycles for fitness, commuting and kids'],
  [
    'Electronic & Home Accessories',
    'electronic-home-accessories',
    'Appliances, furniture, tools and gadgets for the home',
  ],
  ['Books', 'books', 'Textbooks, competitive exam guides, novels and reference books'],
  ['Clothing', 'clothing', 'Lehengas, sherwanis, suits and costumes for weddings, festivals and events'],
  ['Commercial Vehicles', 'commercial-vehicles', 'Tempos, pickups, trucks and tractors for goods and farm work'],
  ['Drivers', 'drivers', 'Experienced drivers by the hour, day or month'],
  ['Hard Workers', 'hard-workers', 'Helpers, labourers, movers and skilled hands for any job'],
  ['Other', 'other', 'Everything else you can rent from your community'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('slug').notNullable().unique();
    t.text('description');
    t.integer('sort_order').notNullable();
    t.timestamps(true, true);
  });
  await knex('categories').insert(
    categories.map(([name, slug, description], index) => ({
      id: uuidv7(),
      name,
      slug,
      description,
      sort_order: index + 1,
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('categories');
}
