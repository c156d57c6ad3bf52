/** The listing form's page: a Back link to home (back goes to /), the page's h1 and a line under it. */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { listingMessages } from '@shared/messages/listings.ts';
import { buttonClass } from '@shared/ui/button-class.ts';

interface ListingPageFrameProps {
  title: string;
  text: string;
  children: ReactNode;
}

export function ListingPageFrame({ title, text, children }: ListingPageFrameProps) {
  return (
    <div className="mx-auto max-w-3xl px-3 pt-4 pb-12 sm:px-4 sm:pt-6">
      <Link to="/" className={buttonClass('ghost', 'md', '-ml-2 px-2 text-fg-muted')}>
        <ArrowLeft aria-hidden className="size-5" />
        {listingMessages.form.back}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <p className="mt-1 mb-6 text-fg-muted">{text}</p>
      {children}
    </div>
  );
}
