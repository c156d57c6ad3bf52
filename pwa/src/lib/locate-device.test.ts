/** The browser's answers, as near-me reads them: a point, or why there is none. */
import { afterEach, describe, expect, it } from 'vitest';
import { removeGeolocation, stubGeolocation, withoutGeolocation } from '@pwa/test/geolocation.ts';
import { locateDevice } from './locate-device.ts';
import { refusalReason } from './locate-refusal.ts';

const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'answered', refusalReason);

describe('the device location', () => {
  afterEach(() => removeGeolocation());

  it('is a point in degrees, asked coarse and for a few seconds at most', async () => {
    const ask = stubGeolocation({ lat: 9.9612, lon: 76.2801 });
    expect(await locateDevice()).toEqual({ lat: 9.9612, lon: 76.2801 });
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false, timeout: 15_000 });
  });

  it('names why it did not come: refused, not found, too slow, or a browser without it', async () => {
    stubGeolocation({ errorCode: 1 });
    expect(await reasonOf(locateDevice())).toBe('denied');
    stubGeolocation({ errorCode: 2 });
    expect(await reasonOf(locateDevice())).toBe('unavailable');
    stubGeolocation({ errorCode: 3 });
    expect(await reasonOf(locateDevice())).toBe('timeout');
    withoutGeolocation();
    expect(await reasonOf(locateDevice())).toBe('unsupported');
    expect(refusalReason(new TypeError('chunk failed to load'))).toBe('unavailable');
  });
});
