/**
 * Illustrations for demo listings, drawn at seed time: the category's icon (lucide) on a coloured
 * background, one hue per listing so neighbouring cards differ. Written as WebP to the media store.
 */
import * as icons from 'lucide';
import sharp from 'sharp';
import type { MediaStorage } from '../storage/storage.ts';

type IconNode = ReadonlyArray<readonly [string, Record<string, string | number | undefined>]>;

const categoryIcons: Record<string, IconNode> = {
  bikes: icons.Motorbike,
  cars: icons.Car,
  cameras: icons.Camera,
  mobiles: icons.Smartphone,
  laptops: icons.Laptop,
  'room-rentals': icons.BedDouble,
  'event-accessories': icons.PartyPopper,
  buses: icons.Bus,
  autos: icons.CarTaxiFront,
  cycles: icons.Bike,
  'electronic-home-accessories': icons.Sofa,
  books: icons.BookOpen,
  clothing: icons.Shirt,
  'commercial-vehicles': icons.Truck,
  drivers: icons.IdCard,
  'hard-workers': icons.HardHat,
  other: icons.Shapes,
};

export const DEMO_IMAGE_WIDTH = 800;
export const DEMO_IMAGE_HEIGHT = 600;

function svgOf(icon: IconNode, hue: number): string {
  const shapes = icon
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}="${String(value)}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 800 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 70%, 92%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 75%, 78%)"/>
  </linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="400" cy="300" r="190" fill="hsl(${hue}, 60%, 98%)" opacity="0.85"/>
  <g transform="translate(256 156) scale(12)" fill="none" stroke="hsl(${hue}, 65%, 32%)" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>
</svg>`;
}

/** Draws one illustration into the media store and returns its URL path under /media. */
export async function drawDemoImage(storage: MediaStorage, categorySlug: string, index: number): Promise<string> {
  const icon = categoryIcons[categorySlug] ?? icons.Shapes;
  const hue = (index * 47 + 20) % 360;
  const key = `demo/${categorySlug}-${index}.webp`;
  const bytes = await sharp(Buffer.from(svgOf(icon, hue))).webp({ quality: 80 }).toBuffer();
  await storage.put(key, bytes, { contentType: 'image/webp', length: bytes.length });
  return `/media/${key}`;
}
