/** Search results (spec §2), for now the title and the query: results come with the items issue. */
import { messages } from '@shared/messages.ts';
import { PageHeading } from '@pwa/ui/page-heading.tsx';

export function SearchPage({ q }: { q: string | undefined }) {
  return <PageHeading title={messages.search.title} text={q ? messages.search.showingResultsFor(q) : undefined} />;
}
