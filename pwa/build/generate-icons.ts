/**
 * Draws Kiraya's PNG icons (web-manifest.ts's BRAND_ICONS) from pwa/public/favicon.svg. A one-off: the
 * PNGs are committed, so building needs no image tools; run it again after changing the mark with
 * `npx tsx pwa/build/generate-icons.ts`.
 */
// Maskable and shortcut icons are full-bleed brand colour with the glyph inside the safe zone (the
// central circle of 40 % radius every launcher's shape keeps), about a third of the icon from the
// centre, so a circle, squircle or teardrop never cuts it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BRAND_COLOR, BRAND_ICONS, type BrandIcon } from './web-manifest.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
// The mark is a rounded square of brand colour with the glyph on it; the glyph is what the rest reuse.
const glyph = mark.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');
if (glyph === mark || !glyph.includes('<path')) throw new Error('favicon.svg no longer has the expected rect + glyph shape');

/** A square of brand colour filling the whole canvas, with `content` scaled about the centre. */
function fullBleed(viewBox: number, content: string, scale: number): string {
  const c = viewBox / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}">` +
    `<rect width="${viewBox}" height="${viewBox}" fill="${BRAND_COLOR}"/>` +
    `<g transform="translate(${c} ${c}) scale(${scale}) translate(${-c} ${-c})">${content}</g></svg>`
  );
}

// Lucide's search and plus glyphs (24 units), as the header draws them, in white.
const shortcutGlyph = (paths: string): string =>
  `<g fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;

const sources: Record<BrandIcon['kind'], { svg: string; viewBox: number }> = {
  any: { svg: mark, viewBox: 64 },
  // The glyph reaches 42 % of the width from the centre at full size; 0.8 brings it to 34 %.
  maskable: { svg: fullBleed(64, glyph, 0.8), viewBox: 64 },
  apple: { svg: fullBleed(64, glyph, 0.9), viewBox: 64 },
  'shortcut-search': { svg: fullBleed(24, shortcutGlyph('<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>'), 0.55), viewBox: 24 },
  'shortcut-list': { svg: fullBleed(24, shortcutGlyph('<path d="M5 12h14M12 5v14"/>'), 0.6), viewBox: 24 },
};

for (const icon of BRAND_ICONS) {
  const { svg, viewBox } = sources[icon.kind];
  const file = `${publicDir}${icon.src.slice(1)}`;
  await sharp(Buffer.from(svg), { density: (72 * icon.size) / viewBox })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`${icon.src} ${icon.size}×${icon.size} (${icon.kind})`);
}
