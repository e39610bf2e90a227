/**
 * The languages students and parents can read the portal in (issue 26). Staff pages stay English.
 * Kept apart from the Lingui runtime so the services' and tests' code can read the list without it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The signed-out preference (the account's own choice wins once signed in). */
export const LANGUAGE_STORAGE_KEY = 'aidverify.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `es-MX` → `es`; anything else the portal does not speak → undefined. */
export function languageOf(tag: string): Language | undefined {
  const base = tag.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * The language of a first visit: the remembered choice, else the browser's first language the portal speaks
 * (navigator.languages mirrors Accept-Language), else English.
 */
export function initialLanguage(
  stored: string | null,
  browserLanguages: readonly string[] | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages ?? []) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's language decides
  }
}

/**
 * What a first visit (or a signed-out one) shows: the remembered choice, else the browser's languages. Here, without
 * the Lingui runtime: the page that only sends the browser to the provider (main.tsx) names it too.
 */
export const detectLanguage = (): Language =>
  initialLanguage(readStoredLanguage(), typeof navigator === 'undefined' ? undefined : navigator.languages);
