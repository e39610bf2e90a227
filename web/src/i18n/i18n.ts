import { i18n, type Messages } from '@lingui/core';
import { createElement, type ReactNode } from 'react';
import { catalogs, type CatalogPart } from './catalogs';
import { LANGUAGE_STORAGE_KEY, type Language } from './languages';

export { i18n };
export type { CatalogPart };
export { detectLanguage } from './languages';

/** The parts the screens shown so far asked for; a language switch loads the same parts of the new language. */
const partsInUse = new Set<CatalogPart>(['messages']);

async function loadParts(language: Language, parts: Iterable<CatalogPart>): Promise<Messages> {
  const loaded = await Promise.all([...parts].map((part) => catalogs[language][part]()));
  return Object.assign({}, ...loaded.map((c) => c.messages)) as Messages;
}

/** The active language (English until a catalog has loaded). */
export const currentLanguage = (): Language => (i18n.locale === 'es' ? 'es' : 'en');

/** The language asked for last: a catalog that arrives after a newer choice must not switch back to its own. */
let requested: Language | null = null;

/** Loads the language's catalogs and switches every translated screen to it; `lang` follows for screen readers. */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (i18n.locale !== language) {
    const messages = await loadParts(language, partsInUse);
    // Signed in, the account's language starts loading; a click on the switch meanwhile is the newer choice.
    if (requested !== language) return;
    i18n.loadAndActivate({ locale: language, messages });
  }
  document.documentElement.lang = language;
}

/** A screen's catalog, loaded before the screen renders (in its route's lazy import). */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (partsInUse.has(part) && i18n.locale) return;
  partsInUse.add(part);
  const language = currentLanguage();
  i18n.load(language, await loadParts(language, [part]));
}

/** Remembers a choice made signed out (and mirrors the account's choice so the next sign-in page matches). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // nothing to remember it in: the choice lasts this visit
  }
}

/**
 * A choice made on the sign-in pages of this tab, kept across the provider's redirects: once signed in it is
 * saved on the account (instead of the account's older choice replacing it).
 */
const CHOSEN_KEY = 'aidverify.languageChosenSignedOut';
export function noteSignedOutChoice(language: Language | null): void {
  try {
    if (language) sessionStorage.setItem(CHOSEN_KEY, language);
    else sessionStorage.removeItem(CHOSEN_KEY);
  } catch {
    // no session storage: the account's language applies after sign-in
  }
}
export function signedOutChoice(): Language | null {
  try {
    const chosen = sessionStorage.getItem(CHOSEN_KEY);
    return chosen === 'en' || chosen === 'es' ? chosen : null;
  } catch {
    return null;
  }
}

/**
 * A text a school wrote (a task name, an interview's question) in the reader's language (`i18n.locale` of the
 * caller's `useLingui`, so it follows a switch): its Spanish when the school gave one, else the English, marked
 * `lang="en"` so a screen reader on a Spanish page reads it as English. Here, in the entry chunk, rather than in a
 * component module of its own: a chunk of its own cost the landing page's budget 0.2 KB.
 */
export function schoolText(locale: string, en: string, es: string | null | undefined): ReactNode {
  if (locale !== 'es') return en;
  return es || createElement('span', { lang: 'en' }, en);
}
