// The text of the operations the app sends without Apollo (sign-in adoption, the first portal fetch), printed once
// at build time: the browser then needs none of graphql's printer and visitor (~5.5 KB gzip) before the student
// landing page renders (scripts/bundle-budget.mjs). Printed by graphql as Apollo prints, so the text, and the
// persisted id hashed from it (web/scripts/persisted-documents.ts), is what it was when printed in the browser.
import { print } from 'graphql';
import type { Plugin } from 'vite';
import { CurrentViewerDocument } from '../src/features/session/graphql/session.generated';
import { StudentPortalDocument } from '../src/features/student-portal/graphql/studentPortal.generated';
import { withTypename } from '../src/features/student-portal/withTypename';

/** The texts by operation name, as `virtual:operation-text/<name>` exports them. */
export function operationTexts(): Record<string, string> {
  return {
    /** As written: the answer is read without Apollo's cache. */
    CurrentViewer: print(CurrentViewerDocument),
    /** With __typename on every selection, as Apollo's cache would send it (its answer goes there). */
    StudentPortal: print(withTypename(StudentPortalDocument)),
  };
}

const PREFIX = 'virtual:operation-text/';

/**
 * Serves `virtual:operation-text/<name>` (declared in src/vite-env.d.ts) to the build, the dev server and the tests:
 * one module per operation, so each text goes only into the chunk of the code that sends it.
 */
export function operationTextsPlugin(): Plugin {
  let texts: Record<string, string> | undefined;
  return {
    name: 'aidverify-operation-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      texts ??= operationTexts();
      const text = texts[name];
      if (text === undefined)
        throw new Error(`no operation text for ${name} (web/scripts/operationTexts.ts)`);
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
