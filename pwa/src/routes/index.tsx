/** Home: the hero, Browse Categories, and the rest of the page as the reader nears it. */
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@pwa/lib/use-document-title.ts';
import { useFirstScreenDone } from '@pwa/ui/first-screen.ts';
import { messages } from '@shared/messages.ts';
import { CategoryGrid } from '@pwa/features/categories/index.ts';
import { DeferredBelowFold, HomeHero } from '@pwa/features/home/index.ts';

export const Route = createFileRoute('/')({ component: HomeRoute });

function HomeRoute() {
  useDocumentTitle(messages.brand.documentTitle);
  useFirstScreenDone(true);
  return (
    <>
      <HomeHero />
      <CategoryGrid />
      <DeferredBelowFold />
    </>
  );
}
