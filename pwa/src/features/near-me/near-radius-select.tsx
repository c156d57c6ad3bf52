/** The distance of a near-me search: a labelled native select (phones show their own picker), 5 to 100 km. */
import { useId } from 'react';
import { nearMeMessages } from '@shared/messages/near-me.ts';
import { NEAR_RADII_KM } from '@shared/search-query.ts';
import { autoWidthSelectClass } from '@shared/ui/input-class.ts';

const t = nearMeMessages;

export function NearRadiusSelect({ radiusKm, onChange }: { radiusKm: number; onChange: (km: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-fg">
        {t.radius}
      </label>
      <select id={id} value={radiusKm} onChange={(event) => onChange(Number(event.target.value))} className={autoWidthSelectClass}>
        {NEAR_RADII_KM.map((km) => (
          <option key={km} value={km}>
            {t.radiusOption(km)}
          </option>
        ))}
      </select>
    </div>
  );
}
