/**
 * The city to search near, from the built-in list (the listing form's picker). Loaded only when it
 * opens: the list is about 36 KB gzip that a search without near-me never needs.
 */
import { useEffect, useRef, useState } from 'react';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import type { GeoPoint } from '@shared/search-query.ts';
import { CityCombobox, cityPoint } from '@pwa/features/cities/index.ts';

interface NearCityPickerProps {
  onPick: (city: string, point: GeoPoint) => void;
  /** Opened by "Choose city": the typing starts at once. Shown after a refusal, it waits to be tapped. */
  focusOnOpen: boolean;
}

export function NearCityPicker({ onPick, focusOnOpen }: NearCityPickerProps) {
  const [city, setCity] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);

  const onChange = (chosen: string): void => {
    setCity(chosen);
    const point = chosen ? cityPoint(chosen) : undefined;
    if (point) onPick(chosen, point);
  };

  return <CityCombobox label={nearMeMessages.cityLabel} value={city} onChange={onChange} inputRef={input} />;
}
