/**
 * /contact/{id}?intent=booking&start=YYYY-MM-DD&end=YYYY-MM-DD, or, for a booking by the hour,
 * &startsAt=…&endsAt=… (ISO 8601 with India's offset). Every value is a plain string; an unknown intent
 * is dropped. A plain function rather than a valibot schema, as /search does: route options stay in
 * the first chunk, the dates and times are checked on the page.
 */
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@pwa/features/contact/index.ts';

interface ContactSearch {
  intent?: 'booking';
  start?: string;
  end?: string;
  startsAt?: string;
  endsAt?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function validateSearch(search: Record<string, unknown>): ContactSearch {
  return {
    ...(search.intent === 'booking' ? { intent: 'booking' as const } : {}),
    ...(text(search.start) ? { start: text(search.start) } : {}),
    ...(text(search.end) ? { end: text(search.end) } : {}),
    ...(text(search.startsAt) ? { startsAt: text(search.startsAt) } : {}),
    ...(text(search.endsAt) ? { endsAt: text(search.endsAt) } : {}),
  };
}

export const Route = createFileRoute('/contact/$id')({ validateSearch, component: ContactRoute });

function ContactRoute() {
  const { id } = Route.useParams();
  const { intent, start, end, startsAt, endsAt } = Route.useSearch();
  return <ContactPage key={id} itemId={id} intent={intent} start={start} end={end} startsAt={startsAt} endsAt={endsAt} />;
}
