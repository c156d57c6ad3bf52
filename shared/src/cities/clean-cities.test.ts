import { describe, expect, it } from 'vitest';
import { cleanCityList, cleanPlaceName, tidy } from './clean-cities.ts';

describe('tidy', () => {
  it('trims, collapses spaces and folds transliteration accents', () => {
    expect(tidy('  Navi   Mumbai ')).toBe('Navi Mumbai');
    expect(tidy('Shōranur')).toBe('Shoranur');
    expect(tidy('Chēlakara\t')).toBe('Chelakara');
  });
});

describe('cleanPlaceName', () => {
  it('drops trailing commas and qualifiers that repeat the state or say India', () => {
    expect(cleanPlaceName('Nadiad,', 'Gujarat')).toBe('Nadiad');
    expect(cleanPlaceName('Banda, Maharashtra', 'Maharashtra')).toBe('Banda');
    expect(cleanPlaceName('Hata (India)', 'Uttar Pradesh')).toBe('Hata');
    expect(cleanPlaceName('Masur, India', 'Maharashtra')).toBe('Masur');
  });

  it('keeps a distinguishing qualifier in one parenthesis, so the state stays after the only comma', () => {
    expect(cleanPlaceName('Aundh, Satara', 'Maharashtra')).toBe('Aundh (Satara)');
    expect(cleanPlaceName('Kali(DK)', 'Maharashtra')).toBe('Kali (DK)');
    expect(cleanPlaceName('Govindapuram,Chilakaluripet,Guntur', 'Andhra Pradesh')).toBe('Govindapuram (Chilakaluripet, Guntur)');
    expect(cleanPlaceName('Kurebhar,saidkhanpur', 'Uttar Pradesh')).toBe('Kurebhar (Saidkhanpur)');
  });

  it('drops districts and divisions, which are areas rather than places', () => {
    expect(cleanPlaceName('North 24 Parganas district', 'West Bengal')).toBeUndefined();
    expect(cleanPlaceName('Nagpur Division', 'Maharashtra')).toBeUndefined();
    expect(cleanPlaceName('Mokhada taluka', 'Maharashtra')).toBeUndefined();
    expect(cleanPlaceName(' , ', 'Goa')).toBeUndefined();
  });
});

describe('cleanCityList', () => {
  const place = (name: string, state: string | undefined, population: number, alternateNames: string[] = []) => ({
    name,
    state,
    population,
    lat: 18.519_57,
    lon: 73.855_35,
    alternateNames,
  });

  it('formats "City, State", drops entries without a state or below the threshold, keeps each label once, biggest first', () => {
    const list = cleanCityList(
      [
        place('Abu Road', 'Rajasthan', 50_000),
        place(' pune ', ' Maharashtra', 20_000),
        place('Pune', 'Maharashtra', 3_000_000),
        place('Ghost Town', undefined, 90_000),
        place('Nowhere', '  ', 90_000),
        place('Aurangabad', 'Bihar', 100_000),
        place('Aurangabad', 'Maharashtra', 1_000_000),
        place('Amravati Division', 'Maharashtra', 600_000),
        place('Hamlet', 'Goa', 900),
      ],
      1_000,
    );
    expect(list.map((city) => city.label)).toEqual(['Pune, Maharashtra', 'Aurangabad, Maharashtra', 'Aurangabad, Bihar', 'Abu Road, Rajasthan']);
  });

  it('keeps coordinates to about 1 km and the other names that differ from the name', () => {
    const [pune] = cleanCityList([place('Pune', 'Maharashtra', 3_000_000, ['Pune', 'Poona', ' poona', 'Punē'])]);
    expect(pune).toEqual({ label: 'Pune, Maharashtra', lat: 18.52, lon: 73.86, alternateNames: ['Poona'] });
    expect(cleanCityList([place('Pune', 'Maharashtra', 1, ['Pune'])])[0]).not.toHaveProperty('alternateNames');
  });
});
