import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listingMessages } from '@shared/messages/listings.ts';
import { CityCombobox } from './city-combobox.tsx';

/** Hears every city the combobox hands the form. */
const chosen = vi.fn<(city: string) => void>();

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const choose = (city: string) => {
    chosen(city);
    setValue(city);
  };
  return <CityCombobox label="City" value={value} onChange={choose} />;
}

const box = () => screen.getByRole('combobox', { name: 'City' });

describe('CityCombobox', () => {
  beforeEach(() => chosen.mockClear());

  it('lists fuzzy matches as the owner types and picks one with the keyboard', async () => {
    render(<Harness />);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box(), { target: { value: 'hydrabad' } });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('option', { name: 'Hyderabad, Telangana' });
    const first = screen.getAllByRole('option')[0];
    expect(box().getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(chosen).toHaveBeenLastCalledWith(first?.textContent);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the matches with the arrow keys and picks with a click', async () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'mumbai' } });
    const options = await screen.findAllByRole('option');
    expect(options[0]?.textContent).toBe('Mumbai, Maharashtra');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(options[0] as HTMLElement);
    expect(chosen).toHaveBeenLastCalledWith('Mumbai, Maharashtra');
    expect(box()).toHaveProperty('value', 'Mumbai, Maharashtra');
  });

  it('says "No city found." when nothing matches, and un-chooses a city when the text changes', async () => {
    render(<Harness initial="Pune, Maharashtra" />);
    expect(box()).toHaveProperty('value', 'Pune, Maharashtra');
    fireEvent.change(box(), { target: { value: 'qxzqxzqxz' } });
    expect(chosen).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(screen.getAllByText(listingMessages.cityPicker.empty).length).toBeGreaterThan(0));
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'goa' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveProperty('value', '');
  });

  it('finds a city by its former name and says so beside it', async () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'bangalore' } });
    const [first] = await screen.findAllByRole('option');
    expect(first?.textContent).toBe('Bengaluru, Karnataka (Bangalore)');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(chosen).toHaveBeenLastCalledWith('Bengaluru, Karnataka');
    expect(box()).toHaveProperty('value', 'Bengaluru, Karnataka');
  });

  it('counts a city typed out in full as chosen', () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: 'pune, maharashtra' } });
    expect(chosen).toHaveBeenLastCalledWith('Pune, Maharashtra');
  });
});
