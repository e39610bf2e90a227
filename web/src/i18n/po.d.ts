// Lingui's Vite plugin compiles a .po catalog into a module exporting its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
