import { defineConfig } from '@lingui/conf';

/**
 * Student- and parent-facing text (issue 26). English is the source language; Spanish is a catalog beside it.
 * Only the student/parent screens and the shared chrome they use are extracted: staff pages stay English.
 * src/i18n/catalog.test.ts runs the extraction and fails when a message lacks its Spanish.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Four catalogs per language, each compiled into its own chunk: `messages` (sign-in, the student pages and their
  // chrome) loads before the first screen; `accounts` (lookup, account creation, password reset), `interview`
  // (the interview and its history) and `settings` (the student's or parent's Settings) with those screens.
  // The first download of /login and the landing page stays within the bundle budget (scripts/bundle-budget.mjs).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: [
        '<rootDir>/src/features/identity',
        '<rootDir>/src/features/language',
        '<rootDir>/src/features/student-portal',
        '<rootDir>/src/features/task-list',
        '<rootDir>/src/features/layout',
        '<rootDir>/src/features/errors',
        '<rootDir>/src/features/notifications/components/NotificationBanner.tsx',
        '<rootDir>/src/features/alerts/components/AlertStack.tsx',
        '<rootDir>/src/features/session',
      ],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/__generated__/**'],
    },
    {
      path: '<rootDir>/src/i18n/locales/{locale}/accounts',
      include: [
        '<rootDir>/src/features/accounts/components/StudentLookupPage.tsx',
        '<rootDir>/src/features/accounts/components/AccountCreationPage.tsx',
        '<rootDir>/src/features/accounts/components/AccountCreationForm.tsx',
        '<rootDir>/src/features/accounts/components/StudentDetailsFields.tsx',
        '<rootDir>/src/features/accounts/components/NewPasswordFields.tsx',
        '<rootDir>/src/features/accounts/hooks/useAccountCreationForm.ts',
        '<rootDir>/src/features/accounts/hooks/useStudentLookupForm.ts',
        '<rootDir>/src/features/accounts/components/PasswordResetPage.tsx',
        '<rootDir>/src/features/accounts/accountErrors.ts',
      ],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/__generated__/**'],
    },
    {
      // The interview a student completes (its steps, answers' checks, uploads, e-signature) and its printable
      // history: loaded with those screens, so the landing page's first download does not carry them.
      path: '<rootDir>/src/i18n/locales/{locale}/interview',
      include: [
        '<rootDir>/src/features/interviews/components/InterviewPage.tsx',
        '<rootDir>/src/features/interviews/components/InterviewContext.tsx',
        '<rootDir>/src/features/interviews/components/InterviewStepForm.tsx',
        '<rootDir>/src/features/interviews/components/InterviewDone.tsx',
        '<rootDir>/src/features/interviews/components/QuestionField.tsx',
        '<rootDir>/src/features/interviews/components/ChoiceQuestion.tsx',
        '<rootDir>/src/features/interviews/components/FileQuestion.tsx',
        '<rootDir>/src/features/interviews/components/IdentityQuestion.tsx',
        '<rootDir>/src/features/interviews/hooks/useInterviewStep.ts',
        '<rootDir>/src/features/interviews/hooks/useDocumentUpload.ts',
        '<rootDir>/src/features/interviews/components/InterviewHistoryPage.tsx',
        '<rootDir>/src/features/interviews/answerErrors.ts',
        '<rootDir>/src/features/interviews/itemStatus.ts',
      ],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/__generated__/**'],
    },
    {
      // A student's or parent's Settings (sign-in e-mail, mobile number, where codes go, the contact profile) and the
      // services' answers it shows: loaded with that screen only.
      path: '<rootDir>/src/i18n/locales/{locale}/settings',
      include: [
        '<rootDir>/src/features/accounts/components/SettingsPage.tsx',
        '<rootDir>/src/features/accounts/components/AccountSection.tsx',
        '<rootDir>/src/features/accounts/components/SignInEmailCard.tsx',
        '<rootDir>/src/features/accounts/components/MobilePhoneCard.tsx',
        '<rootDir>/src/features/accounts/components/SignInCodeChannelCard.tsx',
        '<rootDir>/src/features/accounts/settingsMessages.ts',
      ],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/__generated__/**'],
    },
  ],
});
