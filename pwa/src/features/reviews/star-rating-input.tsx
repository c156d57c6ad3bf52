/**
 * Choosing 1 to 5 stars: a real radio group ("Your rating"), so arrow keys pick a rating and a
 * screen reader says "3 stars, radio button, 3 of 5". The stars up to the chosen (or hovered) one fill.
 */
import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';

const t = listingMessages.reviews;
const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

export function StarRatingInput({ value, onChange, disabled }: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset disabled={disabled} onMouseLeave={() => setHovered(0)}>
      <legend className="mb-1 text-sm font-medium text-fg">{t.ratingLegend}</legend>
      <div className="flex">
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="relative flex size-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              // Covers the star, so a tap or click lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{t.starLabel(star)}</span>
            <Star
              aria-hidden
              className={`pointer-events-none size-8 transition-colors ${star <= shown ? 'fill-amber-400 text-amber-400' : 'text-stone-400 dark:text-stone-500'}`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
