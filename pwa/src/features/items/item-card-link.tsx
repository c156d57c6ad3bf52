/**
 * A listing card's link to its item page. A plain tap marks the card as opening (dimmed) and lets that
 * paint before the router draws the item page: on a budget phone drawing the page takes a few hundred
 * milliseconds, and the tap would show nothing until it was done. Any other click (a new tab, a
 * modifier key) is the browser's, as the link's address says.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { afterNextPaint } from '@pwa/lib/after-next-paint.ts';

interface ItemCardLinkProps {
  id: string;
  className: string;
  children: ReactNode;
  /** Marks the card's covering link, which the card's focus ring looks for. */
  cardLink?: boolean;
}

const isPlainClick = (event: MouseEvent): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function ItemCardLink({ id, className, children, cardLink = false }: ItemCardLinkProps) {
  const router = useRouter();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || event.currentTarget.target) return;
    // Prevented here, the router's own click handler leaves the navigation to this one.
    event.preventDefault();
    const card = event.currentTarget.closest('article');
    card?.setAttribute('data-opening', '');
    afterNextPaint(() => {
      void router.navigate({ to: '/item/$id', params: { id } }).finally(() => card?.removeAttribute('data-opening'));
    });
  };
  return (
    <Link to="/item/$id" params={{ id }} className={className} onClick={open} {...(cardLink ? { 'data-card-link': true } : {})}>
      {children}
    </Link>
  );
}
