/**
 * /contact/{id}: "Contact Owner", or "Booking Request" with its details box for intent=booking (days,
 * or a day's hours for a listing priced per hour); the listing; the form (with intent=booking, Send
 * makes a booking request: use-booking-send.ts); the safety tips and the privacy note. On one's own
 * listing it says so instead of offering a form, and dates or times that cannot be booked send the
 * renter back to the listing's calendar or hours.
 */
import { Link } from '@tanstack/react-router';
import { CalendarX, CloudOff, Inbox, LogIn, SearchX, ShieldCheck, TriangleAlert } from 'lucide-react';
import { bookingMessages } from '@shared/messages/bookings.ts';
import { browseMessages } from '@shared/messages/browse.ts';
import { contactMessages } from '@shared/messages/contact.ts';
import { conversationMessages } from '@shared/messages/conversations.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { openAuthDialog, useAuth } from '@pwa/features/auth/index.ts';
import { useItem } from '@pwa/features/items/index.ts';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { Button } from '@pwa/ui/button.tsx';
import { buttonClass } from '@shared/ui/button-class.ts';
import { PageMessage } from '@pwa/ui/page-message.tsx';
import { SafetyTips } from '@pwa/features/safety/index.ts';
import { BookingDetails } from './booking-details.tsx';
import { checkBookingDates } from './booking-dates.ts';
import { BookingHoursDetails } from './booking-hours-details.tsx';
import { checkBookingTimes, spanFromSearch } from './booking-times.ts';
import { ContactForm } from './contact-form.tsx';
import { ListingSummary } from './listing-summary.tsx';
import { useBookingSend } from './use-booking-send.ts';
import { useContactSend } from './use-contact-send.ts';

const t = contactMessages.page;
const c = conversationMessages.contact;
const b = bookingMessages.contact;

export interface ContactPageProps {
  itemId: string;
  intent?: 'booking' | undefined;
  start?: string | undefined;
  end?: string | undefined;
  /** A booking by the hour: its start and end (ISO 8601 with India's offset), instead of start and end days. */
  startsAt?: string | undefined;
  endsAt?: string | undefined;
}

export function ContactPage({ itemId, intent, start, end, startsAt, endsAt }: ContactPageProps) {
  const title = intent === 'booking' ? t.bookingTitle : t.contactTitle;
  useDocumentTitle(titleMessages.page(title));
  const state = useItem(itemId);
  const auth = useAuth();
  const user = auth.status === 'signed-in' ? auth.user : null;
  const item = state.status === 'ready' ? state.item : null;
  const booking = intent === 'booking';
  // Either time named makes it a booking by the hour, checked against the listing once it is known.
  const byHour = booking && (startsAt !== undefined || endsAt !== undefined);
  const asked = !booking ? null : byHour ? (item ? checkBookingTimes(startsAt, endsAt, item) : null) : checkBookingDates(start, end);
  const message = useContactSend(itemId, item?.ownerId || null, user);
  const request = useBookingSend(item, asked?.ok ? asked : null, user);
  const { sending, errors, send } = booking ? request : message;

  if (state.status === 'loading') return <PageMessage busy title={c.loading} />;
  if (!item) {
    const offline = state.status === 'offline';
    return (
      <PageMessage
        icon={offline ? <CloudOff aria-hidden className="size-7" /> : <SearchX aria-hidden className="size-7" />}
        title={offline ? browseMessages.item.offlineTitle : c.notFound}
        {...(offline ? { text: browseMessages.item.offlineText } : {})}
      >
        <Link to="/" className={buttonClass('primary')}>
          {browseMessages.item.backHome}
        </Link>
      </PageMessage>
    );
  }

  const own = user?.id === item.ownerId;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-3 py-6 sm:px-4 sm:py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <ListingSummary item={item} />
      {byHour ? <BookingHoursDetails span={spanFromSearch(startsAt, endsAt)} /> : booking ? <BookingDetails start={start} end={end} /> : null}
      {own ? (
        <section aria-labelledby="own-listing-heading" className="rounded-2xl border border-border bg-surface-muted p-4">
          <h2 id="own-listing-heading" className="font-semibold text-fg">
            {c.ownListing}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{c.ownListingText}</p>
          <Link to="/messages" className={buttonClass('outline', 'md', 'mt-3')}>
            <Inbox aria-hidden className="size-5" />
            {c.openMessages}
          </Link>
        </section>
      ) : asked && !asked.ok ? (
        <section role="alert" aria-labelledby="booking-dates-heading" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <h2 id="booking-dates-heading" className="flex items-center gap-2 font-semibold">
            <CalendarX aria-hidden className="size-5 shrink-0" />
            {byHour ? b.invalidTimesTitle : b.invalidDatesTitle}
          </h2>
          <p>{asked.message}</p>
          <Link to="/item/$id" params={{ id: itemId }} className={buttonClass('primary', 'md', 'self-start')}>
            {byHour ? b.backToHours : b.backToCalendar}
          </Link>
        </section>
      ) : (
        <>
          {booking && request.refusal ? (
            <section role="alert" aria-labelledby="booking-refused-heading" className="flex flex-col gap-2 rounded-2xl border border-danger/50 bg-danger/5 p-4">
              <h2 id="booking-refused-heading" className="flex items-center gap-2 font-semibold text-danger">
                <TriangleAlert aria-hidden className="size-5 shrink-0" />
                {b.refusedTitle}
              </h2>
              <p className="text-fg">{request.refusal}</p>
              <Link to="/item/$id" params={{ id: itemId }} className={buttonClass('outline', 'md', 'self-start')}>
                {byHour ? b.chooseOtherTimes : b.chooseOtherDates}
              </Link>
            </section>
          ) : null}
          {auth.status === 'signed-out' ? (
            <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              <p className="flex items-start gap-2">
                <LogIn aria-hidden className="mt-0.5 size-5 shrink-0" />
                {t.loginRequired}
              </p>
              <Button className="self-start" onClick={() => openAuthDialog('login')}>
                {t.loginOrSignUp}
              </Button>
            </div>
          ) : null}
          {/* The form waits for the session: a draft is kept for the account that typed it, and text typed
              before the session is known would be kept as a visitor's, offered to whoever uses the phone next. */}
          {auth.status === 'loading' ? (
            <PageMessage busy title={c.loading} />
          ) : (
            <ContactForm itemId={itemId} user={user} sending={sending} errors={errors} {...(booking ? { sendLabel: b.send } : {})} onSend={(fields) => void send(fields)} />
          )}
        </>
      )}
      {/* For whoever writes to the owner: the owner on their own listing writes nothing here. */}
      {own ? null : <SafetyTips />}
      {own ? null : (
        <aside aria-labelledby="privacy-heading" className="rounded-2xl bg-surface-muted p-4 text-sm">
          <h2 id="privacy-heading" className="flex items-center gap-2 font-semibold text-fg">
            <ShieldCheck aria-hidden className="size-5 text-primary" />
            {t.privacyTitle}
          </h2>
          <p className="mt-1 text-fg-muted">{t.privacyNote}</p>
        </aside>
      )}
    </div>
  );
}
