/**
 * Names people still search by that neither GeoNames extract gives as a city's name: the English names
 * of the British era and everyday short forms (renamings such as Gurgaon → Gurugram come from the data).
 * Kept short on purpose: only names a person typing into the city picker is likely to use.
 */
import { foldCityText } from './clean-cities.ts';

/** A test checks every city named here is still in the list, so a renaming in the data is noticed. */
export const FORMER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Bengaluru, Karnataka': ['Bangalore'],
  'Mumbai, Maharashtra': ['Bombay'],
  'Chennai, Tamil Nadu': ['Madras'],
  'Kolkata, West Bengal': ['Calcutta'],
  'Pune, Maharashtra': ['Poona'],
  'Vadodara, Gujarat': ['Baroda'],
  'Varanasi, Uttar Pradesh': ['Banaras', 'Benares'],
  'Thiruvananthapuram, Kerala': ['Trivandrum'],
  'Kozhikode, Kerala': ['Calicut'],
  'Thrissur, Kerala': ['Trichur'],
  'Tiruchirappalli, Tamil Nadu': ['Trichy'],
  'Puducherry, Puducherry': ['Pondicherry'],
  'Visakhapatnam, Andhra Pradesh': ['Vizag'],
  'Shimla, Himachal Pradesh': ['Simla'],
};

const byKey = new Map(Object.entries(FORMER_NAMES).map(([label, names]) => [foldCityText(label), names]));

/** The former names of a place, matched on its name and state however they are spelled. */
export function formerNamesOf(name: string, state: string): readonly string[] {
  return byKey.get(foldCityText(`${name}, ${state}`)) ?? [];
}
