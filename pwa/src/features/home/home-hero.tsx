/** The home page's hero (spec §2): the English tagline as the heading, and the Hindi tagline. */
import { messages } from '@shared/messages.ts';

const t = messages.brand;

export function HomeHero() {
  return (
    <section className="bg-linear-to-b from-primary-soft to-bg">
      <div className="mx-auto max-w-7xl px-3 pt-10 pb-8 text-center sm:px-4 sm:pt-16 sm:pb-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-fg sm:text-5xl">{t.tagline}</h1>
        <p lang="hi" className="mt-3 text-lg font-medium text-balance text-primary sm:text-2xl">
          {t.hindiTagline}
        </p>
        <p className="mx-auto mt-3 max-w-xl text-balance text-fg-muted sm:text-lg">{t.description}</p>
      </div>
    </section>
  );
}
