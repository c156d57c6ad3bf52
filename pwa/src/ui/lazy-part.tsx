/**
 * A part of a page whose code loads only when it is first wanted: a dialog, a menu's sheet, the toast
 * region, a section below the fold. On a patchy link that load can fail. React's own `lazy` would then
 * throw into the page, which the router replaces with its error screen, and it keeps the failure for
 * good. A lazy part instead draws nothing (or its placeholder), leaves the page as it was, says that
 * the connection failed (unless it is one the visitor did not ask for), tells its opener so the opener
 * can close it, and asks for its code afresh the next time it is drawn. A part that is a piece of the
 * page rather than something opened (the booking calendar) says so in its place instead, with a way to
 * ask again there. An error while drawing the loaded part is not a failed load: it still goes to the
 * router's error screen.
 */
import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CatchBoundary } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { messages } from '@shared/messages.ts';
import { routeErrorMessages } from '@shared/messages/route-error.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { FetchedListStatus } from './fetched-list-status.tsx';
import { showToast } from './toast.ts';

/** The load of a part's code failed (the network, not the code). */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('a part of the page could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

/** How long an opened part's code may take before the visitor is told it is on its way: a part already on the device opens sooner. */
const OPENING_NOTICE_MS = 400;

/**
 * Said at the bottom of the screen while an opened part's code is on its way, once that takes a
 * moment: on a slow link a tap is otherwise answered by nothing for seconds. A status region, so a
 * screen reader hears it too. In the body, not where the opener is: a header's backdrop filter would
 * hold a fixed element inside the header.
 */
function OpeningNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), OPENING_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return createPortal(
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-[calc(1.5rem+var(--bottom-bar,0px))] z-50 flex justify-center px-4">
      {shown ? (
        <p className="flex items-center gap-2 rounded-full bg-fg px-4 py-2 text-sm font-medium text-bg shadow-lg">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {messages.opening}
        </p>
      ) : null}
    </div>,
    document.body,
  );
}

/** The words of a piece of the page whose code did not come: why, and a way to ask for it again. */
const FAILED_IN_PLACE_WORDS = { loading: messages.opening, loadFailed: messages.errors.network, retry: routeErrorMessages.retry };

/** In the place of a piece of the page whose code did not come, as a list that could not load says it. */
function FailedInPlace({ retry, frameClassName }: { retry: () => void; frameClassName: string | undefined }) {
  const status = <FetchedListStatus status="failed" words={FAILED_IN_PLACE_WORDS} onRetry={retry} />;
  return frameClassName ? <div className={frameClassName}>{status}</div> : status;
}

export interface LazyPartOptions {
  /**
   * Drawn while the code loads, and in its place after a failed load: nothing by default, or
   * `'opening'` for a part the visitor opens (a dialog, a menu), which says it is on its way.
   */
  placeholder?: ReactNode | 'opening';
  /** Whether a failed load goes unsaid: a part the visitor did not open (the toast region itself, an offer). */
  quiet?: boolean;
  /**
   * For a piece of the page (the booking calendar, the home page below the fold): a failed load is said
   * in its place, with "Try again", rather than in a toast.
   */
  inPlace?: boolean;
  /**
   * Classes of a frame around the in-place message, for a part that brings its own margins (the home
   * page's sections are padded by themselves, so the message alone would touch the screen's edges).
   */
  inPlaceFrame?: string;
}

/** What every lazy part takes besides its own props. */
export interface LazyPartProps {
  /** Called once a load has failed, so the opener can close what it opened (the next opening asks again). */
  onLoadFailed?: () => void;
  /**
   * This drawing's placeholder, in place of the part's own (one that changes with the page's state);
   * named apart from any `placeholder` of the part's own props.
   */
  partPlaceholder?: ReactNode;
}

export interface LazyPart<P extends object> {
  (props: P & LazyPartProps): ReactNode;
  /** Starts loading the code ahead (a hover on the button that opens it); a failure is left to the drawing. */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions = {}): LazyPart<P> {
  const loadOnce = () => load().then((component) => ({ default: component }), (error: unknown) => Promise.reject(new PartLoadError(error)));
  let Loaded = lazy(loadOnce);

  const opening = options.placeholder === 'opening';
  const ownPlaceholder = opening ? null : (options.placeholder ?? null);

  function Part({ onLoadFailed, partPlaceholder: placeholder = ownPlaceholder, ...props }: P & LazyPartProps): ReactNode {
    // Asking again draws the part anew, with the fresh load; nothing else does, so a failed part is not
    // asked for again at every render of the page.
    const [attempt, setAttempt] = useState(0);
    const afterFailure = ({ error }: { error: unknown }) => {
      if (!(error instanceof PartLoadError)) throw error;
      return options.inPlace ? <FailedInPlace retry={() => setAttempt(attempt + 1)} frameClassName={options.inPlaceFrame} /> : placeholder;
    };
    return (
      <CatchBoundary
        getResetKey={() => attempt}
        errorComponent={afterFailure}
        onCatch={(error) => {
          if (!(error instanceof PartLoadError)) return;
          Loaded = lazy(loadOnce);
          reportError('loading a part of the page', error.cause);
          if (!options.quiet && !options.inPlace) showToast('error', messages.errors.network);
          onLoadFailed?.();
        }}
      >
        <Suspense fallback={opening ? <OpeningNotice /> : placeholder}>{createElement(Loaded as ComponentType<P>, props as P)}</Suspense>
      </CatchBoundary>
    );
  }
  Part.preload = () => void load().catch(() => undefined);
  return Part;
}
