/**
 * Runs `work` once the browser has painted the next frame: a tap's own visible answer (a pressed card)
 * reaches the screen first, and the heavy work it starts (drawing a whole new page) runs after it,
 * rather than holding that frame back on a slow phone.
 */
export function afterNextPaint(work: () => void): void {
  // The animation frame comes just before the paint; the task queued from it runs after.
  requestAnimationFrame(() => setTimeout(work, 0));
}
