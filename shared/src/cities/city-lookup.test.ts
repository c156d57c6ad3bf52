import { describe, expect, it } from 'vitest';
import { createCityLookup, otherCityNames, spellingsOf } from './city-lookup.ts';

describe('createCityLookup', () => {
  const lookup = createCityLookup([
    { label: 'Gurugram, Haryana', lat: 28.46, lon: 77.026, alternateNames: ['Gurgaon'] },
    { label: 'Aurangabad, Maharashtra', lat: 19.877, lon: 75.343, alternateNames: ['Chhatrapati Sambhajinagar'] },
    { label: 'Aurangabad, Bihar', lat: 24.752, lon: 84.374 },
  ]);

  it('finds a city by its label, ignoring case, spacing and accents', () => {
    expect(lookup('gurugram,   HARYANA ')).toBe('Gurugram, Haryana');
    expect(lookup('Aurangābād, Bihar')).toBe('Aurangabad, Bihar');
  });

  it('finds a city by a former name with its state, never across states', () => {
    expect(lookup('Gurgaon, Haryana')).toBe('Gurugram, Haryana');
    expect(lookup('Gurgaon, Punjab')).toBeUndefined();
  });

  it('knows nothing of free text, a bare name or a part of a city', () => {
    expect(lookup('Gurugram')).toBeUndefined();
    expect(lookup('Sector 29, Gurugram')).toBeUndefined();
    expect(lookup('')).toBeUndefined();
  });
});

describe('spellingsOf', () => {
  it('gives the label and each other name with the state, folded', () => {
    expect(spellingsOf({ label: 'Kochi, Kerala', lat: 9.94, lon: 76.26, alternateNames: ['Cochin'] })).toEqual(['kochi, kerala', 'cochin, kerala']);
    expect(spellingsOf({ label: 'Pune, Maharashtra', lat: 18.52, lon: 73.86 })).toEqual(['pune, maharashtra']);
  });
});

describe('otherCityNames', () => {
  const names = otherCityNames([
    { label: 'Gurugram, Haryana', lat: 28.46, lon: 77.026, alternateNames: ['Gurgaon'] },
    { label: 'Dehradun, Uttarakhand', lat: 30.32, lon: 78.03, alternateNames: ['Dehra Dūn'] },
    { label: 'Aurangabad, Bihar', lat: 24.752, lon: 84.374 },
    { label: 'Old Town, Somewhere', lat: 1, lon: 1, alternateNames: ['Aurangabad', 'Eastbury'] },
    { label: 'New Town, Elsewhere', lat: 2, lon: 2, alternateNames: ['Eastbury'] },
  ]);

  it('gives the names of the cities an other name stands for, found without the state', () => {
    expect(names.get('gurgaon')).toEqual(['Gurugram']);
    expect(names.get('dehra dun')).toEqual(['Dehradun']);
    expect(names.get('eastbury')).toEqual(['Old Town', 'New Town']);
  });

  it('never takes a city’s own name for another city’s other name', () => {
    expect(names.has('aurangabad')).toBe(false);
    expect(names.has('gurugram')).toBe(false);
  });
});
