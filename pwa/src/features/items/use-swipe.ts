/**
 * A horizontal swipe on a touch screen (or a mouse drag), from pointer events, so the gallery needs no
 * gesture library. The element should have `touch-action: pan-y` so the browser leaves sideways
 * moves to us instead of cancelling the pointer to scroll.
 */
import { useRef, type PointerEvent } from 'react';

/** Far enough that a tap or a wobbly vertical scroll is never taken for a swipe. */
const MIN_DISTANCE_PX = 40;

export type SwipeDirection = 'left' | 'right';

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  return {
    onPointerDown: (event) => {
      // Only the first finger counts: a second one starts a pinch, not a swipe.
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
