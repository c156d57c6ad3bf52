/** The smallest media the server's checks accept: an 8×8 PNG photo and an MP4 container with filler. */

const PNG_8X8 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM45MiDFTEMLQkAps5DwQ9DwNsAAAAASUVORK5CYII=';

export const photoBlob = (): Blob => new Blob([Uint8Array.from(atob(PNG_8X8), (char) => char.charCodeAt(0))], { type: 'image/png' });

/** An ISO-BMFF box: 32-bit size, 4-letter type, payload. */
function box(type: string, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + payload.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(payload, 8);
  return bytes;
}

/** An MP4 (brand isom) the server's container check accepts; it does not decode frames. */
export function videoBlob(totalBytes = 8 * 1024): Blob {
  const ftyp = box('ftyp', new Uint8Array([...new TextEncoder().encode('isom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2')]));
  const free = box('free', new Uint8Array());
  const mdat = box('mdat', new Uint8Array(Math.max(0, totalBytes - ftyp.length - free.length - 8)).fill(0x5a));
  return new Blob([ftyp, free, mdat], { type: 'video/mp4' });
}
