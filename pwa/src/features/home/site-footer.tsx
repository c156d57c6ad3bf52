/**
 * The home page's footer: links that scroll to the categories and How It Works, the
 * list-your-item link to /create-listing, Contact support (/support), and the credit the city list's GeoNames data asks for.
 */
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';
import { browseMessages } from '@shared/messages/browse.ts';

const t = browseMessages.footer;
const linkClass = 'inline-flex min-h-11 items-center text-fg-muted hover:text-primary hover:underline';
// Links inside a sentence (exempt from the 24 px target size): underlined, so they read as links without colour.
const creditLinkClass = 'underline underline-offset-2 hover:text-primary';
// Read as the app loads rather than on each render: a tab left open over New Year shows the old year
// until it is next opened, which a copyright line can live with.
const year = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer aria-label={t.label} className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-3 py-10 sm:grid-cols-2 sm:px-4">
        <div>
          <p className="text-lg font-bold text-primary">{messages.brand.name}</p>
          <p className="mt-1 text-sm text-fg-muted">{messages.brand.tagline}</p>
          <p lang="hi" className="mt-1 text-sm text-fg-muted">
            {messages.brand.hindiTagline}
          </p>
          <p className="mt-3 max-w-sm text-sm text-fg-muted">{t.about}</p>
        </div>
        <nav aria-label={t.explore}>
          <h2 className="font-semibold text-fg">{t.explore}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to="/" hash="browse" className={linkClass}>
                {t.browse}
              </Link>
            </li>
            <li>
              <Link to="/" hash="how-it-works" className={linkClass}>
                {t.howItWorks}
              </Link>
            </li>
            <li>
              <Link to="/create-listing" className={linkClass}>
                {t.listItem}
              </Link>
            </li>
            <li>
              <Link to="/support" className={linkClass}>
                {t.support}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border px-3 py-2 text-center text-xs text-fg-muted">
        <p className="py-2">{t.copyright(year)}</p>
        <p className="pb-2 leading-6">
          {t.cityData.before}
          <a href={t.cityData.sourceUrl} target="_blank" rel="noopener noreferrer" className={creditLinkClass}>
            {t.cityData.source}
          </a>
          {t.cityData.between}
          <a href={t.cityData.licenceUrl} target="_blank" rel="license noopener noreferrer" className={creditLinkClass}>
            {t.cityData.licence}
          </a>
          {t.cityData.after}
        </p>
      </div>
    </footer>
  );
}
