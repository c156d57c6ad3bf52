import { describe, expect, it } from 'vitest';
import { demoListings, demoOwners } from '../../seeds/demo-listings.ts';

/**
 * Places a demo text could name by mistake: India's larger cities and every state and union
 * territory. The demo's own cities are added from its owners, so a new one is covered too.
 */
const CITIES = [
  'Mumbai', 'Delhi', 'New Delhi', 'Bengaluru', 'Bangalore', 'Hyderabad', 'Ahmedabad', 'Chennai', 'Kolkata', 'Surat',
  'Pune', 'Jaipur', 'Lucknow', 'Kanpur', 'Nagpur', 'Indore', 'Thane', 'Bhopal', 'Visakhapatnam', 'Patna',
  'Vadodara', 'Ghaziabad', 'Ludhiana', 'Agra', 'Nashik', 'Faridabad', 'Meerut', 'Rajkot', 'Varanasi', 'Srinagar',
  'Aurangabad', 'Dhanbad', 'Amritsar', 'Allahabad', 'Prayagraj', 'Ranchi', 'Howrah', 'Coimbatore', 'Jabalpur',
  'Gwalior', 'Vijayawada', 'Jodhpur', 'Madurai', 'Raipur', 'Kota', 'Guwahati', 'Chandigarh', 'Mysuru', 'Mysore',
  'Gurugram', 'Gurgaon', 'Noida', 'Kochi', 'Cochin', 'Thiruvananthapuram', 'Bhubaneswar', 'Dehradun', 'Udaipur',
  'Ajmer', 'Shimla', 'Manali', 'Rishikesh', 'Haridwar', 'Mangaluru', 'Puducherry', 'Lonavala', 'Mahabaleshwar',
];
const STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Jammu and Kashmir', 'Ladakh', 'Delhi',
];
/** Places named in the demo that belong to a city: a neighbourhood or a getaway close by. */
const NEAR: Record<string, string> = { Lonavala: 'Pune', Mahabaleshwar: 'Pune', 'Koregaon Park': 'Pune' };

const named = (text: string, place: string): boolean => new RegExp(`\\b${place}\\b`, 'i').test(text);

const cities = [...new Set([...CITIES, ...demoOwners.map((owner) => owner.location.split(', ')[0] ?? '')])];

/** The places a text names that are not in (or next to) its "City, State" location. */
function placesElsewhere(text: string, location: string): string[] {
  const [city = '', state = ''] = location.split(', ');
  return [
    ...cities.filter((place) => named(text, place) && place !== city && NEAR[place] !== city),
    ...STATES.filter((place) => named(text, place) && place !== state),
    ...Object.keys(NEAR).filter((place) => named(text, place) && NEAR[place] !== city),
  ];
}

describe('demo listings', () => {
  it.each(demoListings.map((listing) => [listing[1], listing] as const))('"%s" names only its own city and state', (_title, listing) => {
    const [, title, description, , , ownerIndex] = listing;
    const location = demoOwners[ownerIndex]?.location ?? '';
    expect(placesElsewhere(`${title}. ${description}`, location), `located in ${location}`).toEqual([]);
  });

  it('places every listing with an owner, in a "City, State" location', () => {
    for (const [, title, , , , ownerIndex] of demoListings) {
      expect(demoOwners[ownerIndex]?.location, title).toMatch(/^[A-Z][a-z]+, [A-Z][A-Za-z ]+$/);
    }
  });

  it('would catch a room in Jaipur located in Lucknow, or a driver for Goa in Pune', () => {
    expect(placesElsewhere('Guest room for weddings in Jaipur', 'Lucknow, Uttar Pradesh')).toEqual(['Jaipur']);
    expect(placesElsewhere('Knows the Goa routes and Lonavala', 'Pune, Maharashtra')).toEqual(['Goa']);
    expect(placesElsewhere('Near Koregaon Park', 'Kota, Rajasthan')).toEqual(['Koregaon Park']);
  });
});
