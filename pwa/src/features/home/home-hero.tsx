/** The home page's hero: the tagline as heading, the Hindi tagline, search, real figures. */
import { messages } from '@shared/messages.ts';
import { HeroSearch } from './hero-search.tsx';
import { HeroStats } from './hero-stats.tsx';

const t = messages.brand;

export function HomeHero() {
  return (
    <section className="bg-linear-to-b from-primary-soft to-bg">
      <div className="mx-auto max-w-7xl px-3 pt-8 pb-6 text-center sm:px-4 sm:pt-14 sm:pb-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">{t.tagline}</h1>
        <p lang="hi" className="mt-3 text-lg font-medium text-balance text-primary sm:text-2xl">
          {t.hindiTagline}
        </p>
        <HeroSearch />
        <HeroStats />
      </div>
    </section>
  );
}
