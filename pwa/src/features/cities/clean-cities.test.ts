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
  it('formats "City, State", drops entries without a state, de-duplicates ignoring case and sorts', () => {
    const list = cleanCityList([
      { name: 'Pune', state: 'Maharashtra' },
      { name: 'Abu Road', state: 'Rajasthan' },
      { name: ' pune ', state: ' Maharashtra' },
      { name: 'Ghost Town', state: undefined },
      { name: 'Nowhere', state: '  ' },
      { name: 'Abu', state: 'Rajasthan' },
      { name: 'Aurangabad', state: 'Maharashtra' },
      { name: 'Aurangabad', state: 'Bihar' },
      { name: 'Amravati Division', state: 'Maharashtra' },
    ]);
    expect(list).toEqual(['Abu, Rajasthan', 'Abu Road, Rajasthan', 'Aurangabad, Bihar', 'Aurangabad, Maharashtra', 'Pune, Maharashtra']);
  });
});
