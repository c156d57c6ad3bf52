/** Home (spec §2): the hero and Browse Categories; the item sections come with the items issue. */
import { createFileRoute } from '@tanstack/react-router';
import { CategoryGrid } from '@pwa/features/categories/index.ts';
import { HomeHero } from '@pwa/features/home/index.ts';

export const Route = createFileRoute('/')({ component: HomeRoute });

function HomeRoute() {
  return (
    <>
      <HomeHero />
      <CategoryGrid />
    </>
  );
}
