import type { Messages } from '@lingui/core';
import type { Language } from './languages';

/**
 * A catalog of one language: `messages` for the first screens, `accounts` for lookup, creation and reset,
 * `interview` for the interview a student completes and its printable history, `settings` for the student's or
 * parent's Settings.
 */
export type CatalogPart = 'messages' | 'accounts' | 'interview' | 'settings';
type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalogs are chunks of their own: a phone downloads only the language in use, and the account
 * screens' words only with those screens (the bundle budget measures /login and the landing page with each language).
 * Apart from the Lingui runtime: the page's entry (main.tsx) asks for the first catalog before the app has loaded.
 */
export const catalogs: Record<Language, Record<CatalogPart, Catalog>> = {
  en: {
    messages: () => import('./locales/en/messages.po'),
    accounts: () => import('./locales/en/accounts.po'),
    interview: () => import('./locales/en/interview.po'),
    settings: () => import('./locales/en/settings.po'),
  },
  es: {
    messages: () => import('./locales/es/messages.po'),
    accounts: () => import('./locales/es/accounts.po'),
    interview: () => import('./locales/es/interview.po'),
    settings: () => import('./locales/es/settings.po'),
  },
};
