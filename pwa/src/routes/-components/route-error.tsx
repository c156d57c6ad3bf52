/**
 * The screen in place of a page that could not be shown (its code did not load, offline and not saved
 * on this device yet, or it failed while drawing): it says so in the page's language and offers to try
 * again or go home. It is in the first chunk itself: it must show when no other chunk loads.
 */
import { useEffect, useId, useRef } from 'react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { routeErrorMessages } from '@shared/messages/route-error.ts';
import { buttonClass } from '@shared/ui/button-class.ts';
import { reportError } from '@pwa/lib/report-error.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { useOnline } from '@pwa/lib/use-online.ts';
import { Button } from '@pwa/ui/button.tsx';

const t = routeErrorMessages;

/** Focus is nowhere the user can go on from: on the body, or on an element the failure removed. */
const focusLost = (): boolean => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const online = useOnline();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t.documentTitle);
  useEffect(() => reportError('showing a page', error), [error]);
  // Screen readers hear it as any page, by its title, which the route announcer reads after a navigation.
  // When the failure took the focused element with it (a page that broke where it stood, a link inside the
  // page that led here) or came with the first page, no navigation is announced and focus would be lost:
  // focus goes to the heading, which is read out.
  useEffect(() => {
    if (focusLost()) heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        {online ? <TriangleAlert aria-hidden className="size-7" /> : <WifiOff aria-hidden className="size-7" />}
      </div>
      <h1 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold text-fg focus:outline-none">
        {t.heading}
      </h1>
      <p className="mt-2 text-fg-muted">{online ? t.text : t.offlineText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* A reload: a chunk that failed to load is fetched anew. */}
        <Button onClick={() => window.location.reload()}>{t.retry}</Button>
        {/* The home page is in the first chunk, so it shows offline too. */}
        <Link to="/" className={buttonClass('outline')}>
          {t.home}
        </Link>
      </div>
    </section>
  );
}

/**
 * The root route's own failure (the app's frame itself): nothing of the frame is left, so the screen
 * brings the page's main region with it.
 */
export function RootRouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <RouteError error={error} />
    </main>
  );
}
