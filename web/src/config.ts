// Deployment-specific text and links, read once from Vite's env (VITE_*). Defaults keep a fresh checkout usable.

const env = import.meta.env;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const appConfig = {
  /** Product name shown in the footer and page title. */
  productName: text(env.VITE_PRODUCT_NAME) ?? 'aidverify',
  /** Support mailbox shown in the footer. */
  supportEmail: text(env.VITE_SUPPORT_EMAIL) ?? 'support@aidverify.example',
  /** Support phone number; the spec does not reproduce it, so it is optional. */
  supportPhone: text(env.VITE_SUPPORT_PHONE),
  /** Privacy notice linked from the footer. */
  privacyUrl: text(env.VITE_PRIVACY_URL) ?? 'https://studentaid.gov/notices/privacy',
  /** A global message that replaces the default text of the 'Oops!' screen. */
  customErrorMessage: text(env.VITE_CUSTOM_ERROR_MESSAGE),
  /** GraphQL endpoint; same origin as the app (the gateway serves both). */
  graphqlUri: text(env.VITE_GRAPHQL_URI) ?? '/graphql',
};
