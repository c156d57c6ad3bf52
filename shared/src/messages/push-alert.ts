/**
 * The service worker's own words around a push alert, in both languages at once: a worker cannot
 * wait on a module (no top-level await in service workers) and has no page to read a language from,
 * so each alert names its recipient's language (PushAlert.lang) and the worker picks from here.
 */
import { formatNumber } from '../intl.ts';
import type { Locale } from '../locale.ts';

export interface PushAlertCopy {
  /** A push whose payload could not be read still shows (browsers require it). */
  fallbackTitle: string;
  fallbackBody: string;
  /** Several messages of one conversation collapsed into its one alert. */
  collapsed: (count: number, latest: string) => string;
}

export const pushAlertMessages: Readonly<Record<Locale, PushAlertCopy>> = {
  en: {
    fallbackTitle: 'Kiraya',
    fallbackBody: 'You have a new notification.',
    collapsed: (count, latest) => `${formatNumber(count, 'en')} new messages. ${latest}`,
  },
  hi: {
    fallbackTitle: 'Kiraya',
    fallbackBody: 'आपके लिए एक नई सूचना है।',
    collapsed: (count, latest) => `${formatNumber(count, 'hi')} नए मैसेज। ${latest}`,
  },
};
