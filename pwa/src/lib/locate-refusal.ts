/** Why the device's location did not come: each has its own words, and every one offers a city instead. */
export type RefusalReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class LocateRefusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`location not available: ${reason}`);
    this.name = 'LocateRefusal';
  }
}

/** The reason of a failed attempt; anything else (the locating code did not load) reads as "not found". */
export const refusalReason = (error: unknown): RefusalReason => (error instanceof LocateRefusal ? error.reason : 'unavailable');
