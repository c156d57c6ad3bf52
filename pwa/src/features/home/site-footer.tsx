/**
 * The home page's footer (spec §2): links that scroll to the categories and How It Works, and the
 * list-your-item link to /create-listing.
 */
import { Link } from '@tanstack/react-router';
import { messages } from '@shared/messages.ts';

const t = messages.browse.footer;
const linkClass = 'inline-flex min-h-11 items-center text-fg-muted hover:text-primary hover:underline';

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
          </ul>
        </nav>
      </div>
      <p className="border-t border-border px-3 py-4 text-center text-xs text-fg-muted">{t.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
