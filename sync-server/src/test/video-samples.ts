/**
 * Small video files built in the test, byte by byte, as their container formats define them: an
 * ISO-BMFF file (MP4 or QuickTime, by its `ftyp` brand) and a WebM file (EBML with doc type "webm").
 * They carry filler instead of frames: the server checks containers, it does not decode video.
 * The end-to-end tests use them too (e2e/support.ts), as videos a browser cannot decode.
 */
const box = (type: string, payload: Buffer): Buffer => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
};

const filler = (length: number): Buffer => Buffer.alloc(length, 0x5a);

export function isoMediaFile(brand: 'isom' | 'qt  ', totalBytes = 64 * 1024): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}iso2`, 'latin1')]));
  const free = box('free', Buffer.alloc(0));
  return Buffer.concat([ftyp, free, box('mdat', filler(Math.max(0, totalBytes - ftyp.length - free.length - 8)))]);
}

export const mp4File = (totalBytes?: number): Buffer => isoMediaFile('isom', totalBytes);
export const movFile = (totalBytes?: number): Buffer => isoMediaFile('qt  ', totalBytes);

/** An EBML element with a one-byte size (payloads here are under 127 bytes). */
const ebml = (id: number[], payload: Buffer): Buffer => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);

export function webmFile(totalBytes = 64 * 1024): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebml([0x42, 0x86], Buffer.from([1])),
      ebml([0x42, 0xf7], Buffer.from([1])),
      ebml([0x42, 0xf2], Buffer.from([4])),
      ebml([0x42, 0xf3], Buffer.from([8])),
      ebml([0x42, 0x82], Buffer.from('webm', 'latin1')),
      ebml([0x42, 0x87], Buffer.from([4])),
      ebml([0x42, 0x85], Buffer.from([2])),
    ]),
  );
  // A Segment of unknown size, as a live recording writes it, followed by filler.
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, filler(Math.max(0, totalBytes - header.length - segment.length))]);
}
