/** Home (spec §2): the hero, Browse Categories, and the rest of the page as the reader nears it. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { titleMessages } from '@shared/messages/titles.ts';
import { CategoryGrid } from '@pwa/features/categories/index.ts';
import { DeferredBelowFold, HomeHero } from '@pwa/features/home/index.ts';

export const Route = createFileRoute('/')({ component: HomeRoute });

function HomeRoute() {
  useDocumentTitle(titleMessages.home);
  return (
    <>
      <HomeHero />
      <CategoryGrid />
      <DeferredBelowFold />
    </>
  );
}
