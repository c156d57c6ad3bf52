/**
 * Generates many listings straight in SQL for the search benchmark: titles from brand × item ×
 * condition (72,000 combinations), 50 cities, all 17 categories, search columns filled like the app does,
 * and each listing's point spread over its city (up to about 15 km from its centre, to two decimals).
 */
import type { Knex } from 'knex';
import { knownCities } from '../sync-server/src/cities/known-cities.ts';
import { NEAR_RADII_KM } from '../shared/src/search-query.ts';

const brands = ['Canon', 'Nikon', 'Sony', 'Honda', 'Bajaj', 'Hero', 'TVS', 'Maruti', 'Hyundai', 'Tata', 'Mahindra', 'Dell', 'HP', 'Lenovo', 'Apple', 'Samsung', 'Xiaomi', 'OnePlus', 'Godrej', 'LG', 'Whirlpool', 'Philips', 'Bosch', 'Prestige', 'Havells', 'Usha', 'Yamaha', 'Suzuki', 'Royal Enfield', 'KTM', 'Fujifilm', 'GoPro', 'DJI', 'Asus', 'Acer', 'Realme', 'Vivo', 'Oppo', 'Voltas', 'Bajaj Auto'];
const things = ['camera', 'lens', 'tripod', 'drone', 'scooter', 'motorcycle', 'bicycle', 'car', 'sedan', 'SUV', 'laptop', 'tablet', 'phone', 'projector', 'speaker', 'generator', 'tent', 'chairs', 'sofa', 'bed', 'room', 'flat', 'washing machine', 'fridge', 'cooler', 'air conditioner', 'television', 'microwave', 'mixer', 'lehenga', 'sherwani', 'saree', 'suit', 'books', 'guitar', 'keyboard', 'tabla', 'harmonium', 'treadmill', 'dumbbells', 'tractor', 'tempo', 'pickup', 'bus', 'auto rickshaw', 'driver', 'helper', 'electrician', 'plumber', 'carpenter', 'ladder', 'drill', 'pressure washer', 'printer', 'router', 'inverter', 'battery', 'stroller', 'cradle', 'wheelchair'];
const conditions = ['like new', 'well maintained', 'barely used', 'serviced', 'premium', 'budget', 'family size', 'compact', 'heavy duty', 'portable', 'latest model', 'classic', 'spacious', 'sturdy', 'lightweight', 'fully loaded', 'automatic', 'manual', 'deluxe', 'standard', 'economy', 'professional', 'student friendly', 'wedding ready', 'festival special', 'monsoon ready', 'long distance', 'city', 'weekend', 'monthly'];
/** The category (its position, 1-based) of each thing above, so titles and categories agree. */
const thingCategory = [3,3,3,3,1,1,10,2,2,2,5,4,4,11,7,11,7,7,11,11,6,6,11,11,11,11,11,11,11,13,13,13,13,12,17,17,17,17,17,17,14,14,14,8,9,15,16,16,16,16,17,11,11,11,11,11,11,17,17,17];
const cities = ['Mumbai, Maharashtra', 'Pune, Maharashtra', 'Nagpur, Maharashtra', 'Delhi, Delhi', 'Bengaluru, Karnataka', 'Mysuru, Karnataka', 'Hyderabad, Telangana', 'Chennai, Tamil Nadu', 'Coimbatore, Tamil Nadu', 'Kolkata, West Bengal', 'Jaipur, Rajasthan', 'Udaipur, Rajasthan', 'Kota, Rajasthan', 'Ahmedabad, Gujarat', 'Surat, Gujarat', 'Vadodara, Gujarat', 'Lucknow, Uttar Pradesh', 'Kanpur, Uttar Pradesh', 'Varanasi, Uttar Pradesh', 'Noida, Uttar Pradesh', 'Indore, Madhya Pradesh', 'Bhopal, Madhya Pradesh', 'Patna, Bihar', 'Ranchi, Jharkhand', 'Bhubaneswar, Odisha', 'Guwahati, Assam', 'Chandigarh, Chandigarh', 'Ludhiana, Punjab', 'Amritsar, Punjab', 'Dehradun, Uttarakhand', 'Shimla, Himachal Pradesh', 'Kochi, Kerala', 'Thiruvananthapuram, Kerala', 'Kozhikode, Kerala', 'Visakhapatnam, Andhra Pradesh', 'Vijayawada, Andhra Pradesh', 'Raipur, Chhattisgarh', 'Panaji, Goa', 'Nashik, Maharashtra', 'Aurangabad, Maharashtra', 'Jodhpur, Rajasthan', 'Agra, Uttar Pradesh', 'Meerut, Uttar Pradesh', 'Gurugram, Haryana', 'Faridabad, Haryana', 'Jammu, Jammu and Kashmir', 'Siliguri, West Bengal', 'Madurai, Tamil Nadu', 'Mangaluru, Karnataka', 'Hubballi, Karnataka'];

/** The points of the cities above, from the city list the app places listings by. */
async function cityPoints(): Promise<Array<{ lat: number; lon: number }>> {
  const { pointOf } = await knownCities();
  return cities.map((city) => {
    const point = pointOf(city);
    if (!point) throw new Error(`${city} is not in the city list`);
    return point;
  });
}

const sqlArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

export async function generateListings(db: Knex, count: number, batch = 10_000): Promise<void> {
  const ownerId = '00000000-0000-7000-8000-000000000001';
  await db('users').insert({ id: ownerId, username: 'bench.owner', email: 'bench.owner@bench.local', full_name: 'Bench Owner' }).onConflict('id').ignore();
  const points = await cityPoints();
  const lats = `ARRAY[${points.map((point) => point.lat).join(',')}]::float8[]`;
  const lons = `ARRAY[${points.map((point) => point.lon).join(',')}]::float8[]`;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await db.raw(`
      WITH cats AS (SELECT array_agg(id ORDER BY sort_order) AS ids, array_agg(name ORDER BY sort_order) AS names FROM categories),
      rows AS (
        SELECT n,
          (${sqlArray(brands)})[1 + n % ${brands.length}] || ' ' || (${sqlArray(things)})[1 + (n / ${brands.length}) % ${things.length}]
            || ', ' || (${sqlArray(conditions)})[1 + (n / ${brands.length * things.length}) % ${conditions.length}] AS title,
          (${sqlArray(cities)})[1 + (n * 7) % ${cities.length}] AS location,
          -- Up to 0.14 degrees (about 15 km) from the city's point each way, spread evenly by n.
          round(((${lats})[1 + (n * 7) % ${cities.length}] + ((n::bigint * 7919) % 281 - 140) / 1000.0)::numeric, 2)::float8 AS latitude,
          round(((${lons})[1 + (n * 7) % ${cities.length}] + ((n::bigint * 104729) % 281 - 140) / 1000.0)::numeric, 2)::float8 AS longitude,
          (ARRAY[${thingCategory.join(',')}])[1 + (n / ${brands.length}) % ${things.length}] AS cat
        FROM generate_series(${start}, ${end}) AS n
      )
      INSERT INTO items (id, owner_id, category_id, title, description, price, price_unit, location, latitude, longitude, search_vector, view_count, created_at, updated_at)
      SELECT gen_random_uuid(), '${ownerId}', cats.ids[rows.cat], rows.title,
        'Available for rent: ' || rows.title || '. Pick up in ' || rows.location || '.',
        (100 + (rows.n * 37) % 5000)::numeric, 'day', rows.location, rows.latitude, rows.longitude,
        setweight(to_tsvector('english', rows.title), 'A') || setweight(to_tsvector('english', cats.names[rows.cat]), 'B')
          || setweight(to_tsvector('english', rows.location), 'B')
          || setweight(to_tsvector('english', 'Available for rent: ' || rows.title || '. Pick up in ' || rows.location || '.'), 'C'),
        (rows.n * 13) % 500, now() - make_interval(secs => rows.n), now()
      FROM rows, cats`);
  }
  await db.raw(
    `INSERT INTO search_words (word)
     SELECT DISTINCT lower(w) FROM items, regexp_split_to_table(title || ' ' || coalesce(location, ''), '[^[:alnum:]]+') AS w
     WHERE length(w) >= 3 ON CONFLICT DO NOTHING`,
  );
  // As autovacuum leaves a table after a load (it vacuums after inserts too, since PostgreSQL 13): the
  // steady state searches run in, not the minute after a bulk insert before statistics and the
  // visibility map exist.
  await db.raw('VACUUM ANALYZE items, search_words');
}

/**
 * What people type: common words, places, typos, and Hindi (a category's Hindi name with "for rent",
 * which the search expands to the English words the listings are indexed by).
 */
export const benchQueries = ['camera', 'camra', 'scooter', 'scootr', 'royal enfield', 'laptop', 'laptp', 'tent', 'lehenga', 'wedding ready', 'pune', 'tractor', 'projector', 'washing machine', 'guitar', 'drone', 'sofa', 'generator', 'electrician', 'motorcycle', 'बाइक किराए पर'];

/**
 * Near-me searches as the app makes them: a point near a city's centre (a phone's location is rarely
 * the centre itself), each radius, some with words or a category's words too.
 */
/** Words of the titles' conditions, which every city's listings have (a thing's word is not in every city's). */
const nearWords = ['portable', 'heavy duty', 'premium', 'compact', 'serviced', 'spacious'];

export async function benchNearQueries(): Promise<string[]> {
  const points = await cityPoints();
  return points.slice(0, 12).flatMap((point, index) => {
    const near = `near=${(point.lat + 0.013).toFixed(3)},${(point.lon - 0.021).toFixed(3)}`;
    const radius = NEAR_RADII_KM[index % NEAR_RADII_KM.length] ?? 25;
    const words = nearWords[index % nearWords.length] ?? 'portable';
    // Words narrow a circle's listings to a few dozen: a circle of 25 km keeps some for every word.
    return [`${near}&radiusKm=${radius}`, `${near}&radiusKm=${Math.max(radius, 25)}&q=${encodeURIComponent(words)}`];
  });
}
