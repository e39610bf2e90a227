/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_CUSTOM_ERROR_MESSAGE?: string;
  readonly VITE_GRAPHQL_URI?: string;
}

/** An operation's text, printed at build time (scripts/operationTexts.ts). */
declare module 'virtual:operation-text/*' {
  const text: string;
  export default text;
}
