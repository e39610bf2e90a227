import { useEffect } from 'react';
import { activateLanguage, noteSignedOutChoice, rememberLanguage, signedOutChoice } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { useAuthStore } from '../../session/authStore';

/**
 * Once signed in, a student or parent reads the portal in the language kept on their account (chosen on any
 * device), unless they chose one on the sign-in pages just now: that choice is saved on the account. Either way it
 * becomes this browser's signed-out choice too. Staff pages are English.
 */
export function useAccountLanguage(): void {
  const viewer = useAuthStore((s) => s.viewer);
  const isStaff = viewer?.isStaff ?? false;
  const accountLanguage: Language | null = viewer
    ? isStaff
      ? 'en'
      : viewer.preferredLanguage === 'ES'
        ? 'es'
        : 'en'
    : null;
  useEffect(() => {
    if (!accountLanguage) return;
    const chosen = isStaff ? null : signedOutChoice();
    noteSignedOutChoice(null);
    const language = chosen ?? accountLanguage;
    if (!isStaff) rememberLanguage(language);
    void activateLanguage(language);
    if (chosen && chosen !== accountLanguage)
      void import('../saveAccountLanguage').then((m) => m.saveAccountLanguage(chosen)).catch(() => undefined);
  }, [accountLanguage, isStaff]);
}
