/**
 * The image pipeline's cost (budget: within 1.2× of a bare sharp resize of the same image): a 4000×3000
 * phone-sized JPEG through processImage (checks, auto-orientation, every WebP variant) against sharp
 * resizing it to the largest variant's width as WebP. Run as a process of its own, so that its peak
 * memory is its own.
 */
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '../shared/src/media.ts';
import { processImage } from '../sync-server/src/modules/media/image-pipeline.ts';
import { median } from './median.ts';

const ROUNDS = Number(process.env.BENCH_IMAGE_ROUNDS || 12);

/** A photo-like JPEG: noise over a gradient, so the encoder works as hard as on a real photo. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed % 48;
    const x = (index / 3) % width;
    pixels[index] = (x / width) * 200 + noise;
    pixels[index + 1] = ((index / 3 / width) / height) * 200 + noise;
    pixels[index + 2] = 120 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).withMetadata({ orientation: 1 }).toBuffer();
}

/** Wall time, and CPU time of the whole process (libvips's threads included), in ms. */
async function time(run: () => Promise<unknown>, cpu: number[]): Promise<number> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
  return performance.now() - started;
}

const photo = await phonePhoto();
const largest = IMAGE_VARIANT_WIDTHS.at(-1) ?? 1600;
const bare = () => sharp(photo).resize({ width: largest }).webp({ quality: 80 }).toBuffer();
// Warm both paths (libvips start-up, code loading) before measuring.
await bare();
await processImage(photo);
const rssBeforeKb = process.resourceUsage().maxRSS;
const pipelineMs: number[] = [];
const bareMs: number[] = [];
const pipelineCpuMs: number[] = [];
const bareCpuMs: number[] = [];
// Alternated in one process, so both see the same machine.
for (let round = 0; round < ROUNDS; round++) {
  pipelineMs.push(await time(() => processImage(photo), pipelineCpuMs));
  bareMs.push(await time(bare, bareCpuMs));
}
const result = {
  pipelineMs: median(pipelineMs),
  bareMs: median(bareMs),
  // What the work costs whatever else runs on the machine (threads in parallel hide it on an idle one).
  pipelineCpuMs: median(pipelineCpuMs),
  bareCpuMs: median(bareCpuMs),
  peakRssMb: process.resourceUsage().maxRSS / 1024,
  rssBeforeMb: rssBeforeKb / 1024,
  inputKb: photo.length / 1024,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
