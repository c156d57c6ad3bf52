/**
 * Demo data for a new installation: owners and listings across categories and Indian cities, so the
 * home page is never empty. Owners have no password and cannot sign in. A listing is located in its
 * owner's city, so its text names no other city (demo-listings.test.ts checks it).
 */
import type { PriceUnit } from '@shared/api.ts';

/*
 * No demo listing or owner has a phone number: a made-up Indian mobile number may be a real stranger's,
 * and India has no range reserved for fiction.
 */

export interface DemoOwner {
  username: string;
  fullName: string;
  location: string;
  isVerified: boolean;
}

export const demoOwners: DemoOwner[] = [
  { username: 'priya.sharma', fullName: 'Priya Sharma', location: 'Pune, Maharashtra', isVerified: true },
  { username: 'arjun.reddy', fullName: 'Arjun Reddy', location: 'Hyderabad, Telangana', isVerified: true },
  { username: 'fatima.khan', fullName: 'Fatima Khan', location: 'Lucknow, Uttar Pradesh', isVerified: false },
  { username: 'gurpreet.singh', fullName: 'Gurpreet Singh', location: 'Ludhiana, Punjab', isVerified: true },
  { username: 'lakshmi.iyer', fullName: 'Lakshmi Iyer', location: 'Chennai, Tamil Nadu', isVerified: false },
  { username: 'rohan.das', fullName: 'Rohan Das', location: 'Kolkata, West Bengal', isVerified: false },
  { username: 'meera.rathore', fullName: 'Meera Rathore', location: 'Jaipur, Rajasthan', isVerified: true },
  { username: 'anil.jain', fullName: 'Anil Jain', location: 'Kota, Rajasthan', isVerified: false },
];

/** [category slug, title, description, price (null = negotiable), unit, owner index, featured, views] */
type DemoListing = [string, string, string, string | null, PriceUnit | null, number, boolean, number];

export const demoListings: DemoListing[] = [
  ['bikes', 'Royal Enfield Classic 350', 'Well maintained, serviced last month. Helmet included. Ideal for weekend rides to Lonavala.', '1200', 'day', 0, true, 184],
  ['bikes', 'Honda Activa 6G scooter', 'Easy city scooter with good mileage. Documents and helmet provided.', '450', 'day', 1, false, 96],
  ['bikes', 'Bajaj Pulsar 150 for monthly commute', 'Reliable daily bike for office commute. Monthly rental only.', '6500', 'month', 3, false, 41],
  ['cars', 'Maruti Swift Dzire self-drive', 'Clean sedan, AC works perfectly. Fuel not included. Valid licence required.', '2200', 'day', 1, true, 230],
  ['cars', 'Mahindra XUV700 for outstation trips', 'Seven seater SUV for family trips. Driver available on request.', '4500', 'day', 3, false, 142],
  ['cars', 'Decorated Honda City for weddings', 'Flower decoration included for the baraat. Price depends on distance.', null, null, 2, false, 77],
  ['cameras', 'Canon EOS 200D DSLR with 18-55 lens', 'Two batteries, 64 GB card and bag. Great for weddings and travel.', '800', 'day', 0, true, 201],
  ['cameras', 'Sony A7 III mirrorless kit', 'Full-frame body with 28-70 lens. Deposit required.', '2500', 'day', 4, false, 88],
  ['cameras', 'DJI Mini 3 drone', 'Light drone with three batteries. Please check local flying rules.', '1500', 'day', 1, false, 63],
  ['mobiles', 'iPhone 13 for short-term use', 'Unlocked, 128 GB, with charger. Good while yours is being repaired.', '350', 'day', 5, false, 35],
  ['mobiles', 'Samsung Galaxy Tab S7 tablet', 'Tablet with S Pen, good for presentations and online classes.', '2000', 'week', 4, false, 22],
  ['laptops', 'Dell Inspiron i5 laptop', '16 GB RAM, 512 GB SSD. Office and Zoom ready.', '3500', 'week', 0, false, 74],
  ['laptops', 'MacBook Air M1 for exams and projects', 'Lightweight and quick. Charger included. Monthly discount available.', '9000', 'month', 2, true, 119],
  ['room-rentals', 'Furnished room near Koregaon Park', 'Single room with attached bath, Wi-Fi and meals on request. Working professionals preferred.', '12000', 'month', 0, false, 156],
  ['room-rentals', 'PG bed for students in Kota', 'Shared room, two meals a day, ten minutes from coaching centres.', '7500', 'month', 7, false, 92],
  ['room-rentals', 'Guest room for weddings in Jaipur', 'Spacious room for visiting relatives, near the old city.', '1500', 'day', 6, false, 48],
  ['event-accessories', 'Wedding shamiana tent with 100 chairs', 'Tent, chairs and basic lighting. Set-up by our team included.', '15000', 'day', 3, true, 133],
  ['event-accessories', 'DJ sound system with lights', 'Two speakers, mixer and LED lights for sangeet and parties.', '6000', 'day', 5, false, 87],
  ['event-accessories', 'Marigold decoration set', 'Fresh-looking artificial marigold garlands for mandap and entrance.', null, null, 4, false, 29],
  ['buses', '35-seater bus for yatra and school trips', 'Comfortable seats, experienced driver, permits for inter-state travel.', '18000', 'day', 1, false, 54],
  ['buses', 'Tempo Traveller 12-seater', 'Pushback seats and AC. Perfect for family pilgrimages.', '5500', 'day', 3, false, 66],
  ['autos', 'Auto rickshaw for daily hire', 'CNG auto with permit, available for drivers on daily rent.', '500', 'day', 5, false, 31],
  ['cycles', 'Hero Sprint gear cycle', '21-gear cycle for fitness rides. Lock included.', '150', 'day', 0, false, 44],
  ['cycles', 'Kids bicycle with training wheels', 'For ages 4 to 7. Recently serviced.', '700', 'week', 4, false, 18],
  ['electronic-home-accessories', 'LG washing machine 7 kg', 'Fully automatic front load. Delivery within the city.', '1800', 'month', 2, false, 27],
  ['electronic-home-accessories', 'Projector with 100 inch screen', 'Full HD projector for movie nights and cricket screenings.', '1200', 'day', 1, false, 58],
  ['books', 'NEET preparation book set', 'Complete set of NCERT and reference books with notes.', '800', 'month', 7, false, 39],
  ['books', 'UPSC prelims guide collection', 'Laxmikant, Spectrum and more. Gently used.', null, null, 5, false, 24],
  ['clothing', 'Bridal lehenga, red and gold', 'Designer lehenga with dupatta, size M, dry cleaned after each use.', '5000', 'day', 6, true, 167],
  ['clothing', 'Sherwani set for groom', 'Ivory sherwani with safa and mojari. Sizes 38 to 42.', '3000', 'day', 3, false, 71],
  ['commercial-vehicles', 'Tata Ace pickup for shifting', 'Small goods carrier for house shifting and shop deliveries.', '400', 'hour', 1, false, 46],
  ['commercial-vehicles', 'Mahindra tractor for farm work', 'Tractor with rotavator, ploughing by the acre or by the day.', '2500', 'day', 3, false, 33],
  ['drivers', 'Experienced driver for outstation trips', 'Fifteen years of driving, knows the ghat roads and highways of Maharashtra well.', '1000', 'day', 0, false, 52],
  ['drivers', 'Monthly car driver, weekdays', 'Punctual driver for office commute, Monday to Saturday.', '18000', 'month', 5, false, 21],
  ['hard-workers', 'House shifting helpers, team of four', 'Packing, loading and unloading. Careful with furniture.', '600', 'hour', 2, false, 38],
  ['hard-workers', 'Electrician for small repairs', 'Wiring, fans, switches and inverter checks.', '300', 'hour', 4, false, 26],
  ['other', 'Camping tent for four', 'Waterproof tent with sleeping mats for treks.', '400', 'day', 1, false, 19],
];
