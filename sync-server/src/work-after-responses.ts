/**
 * The count of work still running after responses were sent (middleware/after-response.ts), so a
 * test or a stopping server can wait for all of it.
 */
/** The work after responses that has not finished yet. */
export class WorkAfterResponses {
  private readonly pending = new Set<Promise<void>>();

  /**
   * Keeps `work` until it ends, however it ends. A failure is the work's own to report (afterResponse
   * logs it): here it only ends the wait, and never surfaces as an unhandled rejection.
   */
  track(work: Promise<void>): void {
    const ended = (): void => {
      this.pending.delete(kept);
    };
    const kept: Promise<void> = work.then(ended, ended);
    this.pending.add(kept);
  }

  /** Resolves once no such work is left, including work that started while waiting. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled(this.pending);
  }
}
