import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { activateLanguage, noteSignedOutChoice, rememberLanguage } from '../../../i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../i18n/languages';
import { useAuthStore } from '../../session/authStore';

/**
 * English / Español on every student and parent page and the sign-in pages. Each name is written in its own
 * language (and marked so, for screen readers); a signed-in student's or parent's choice is kept on the account,
 * so the messages the product sends follow it too.
 */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const signedIn = useAuthStore((s) => s.status === 'signedIn' && s.viewer !== null && !s.viewer.isStaff);
  const choose = async (language: Language) => {
    rememberLanguage(language);
    if (!signedIn) noteSignedOutChoice(language);
    await activateLanguage(language);
    // The GraphQL document and client load only when a signed-in person switches (bundle budget, issue 13).
    if (signedIn) await (await import('../saveAccountLanguage')).saveAccountLanguage(language);
  };
  return (
    <Group gap={4} role="group" aria-label={t`Language`} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={i18n.locale === language ? 'light' : 'subtle'}
          aria-pressed={i18n.locale === language}
          lang={language}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
