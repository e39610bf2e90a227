import { loadApolloClient } from '../session/apolloClientLoader';
import type { Language } from '../../i18n/languages';
import { SavePreferredLanguageDocument } from './graphql/language.generated';

/** Keeps the signed-in student's or parent's language on their account (messages are sent in it). */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const client = await loadApolloClient();
  const { data } = await client.mutate({
    mutation: SavePreferredLanguageDocument,
    variables: { language: language === 'es' ? 'ES' : 'EN' },
  });
  if (!data?.savePreferredLanguage.ok)
    throw new Error(data?.savePreferredLanguage.error?.message ?? 'The language could not be saved');
}
