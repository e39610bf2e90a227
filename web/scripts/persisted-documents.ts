// After `vite build`: writes dist/persisted-documents.json, every operation the web app can send with its persisted
// id (trusted documents, issue 27). The gateway answers browser sessions only these in production.
//
// Each operation goes through a real Apollo Client with the app's own persisted-query link, so the text and the id
// are exactly what the browser will send (the cache adds __typename; the link prints and hashes). The operation's
// text as written (sign-in adoption sends it without Apollo) and the first portal fetch's are listed too.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { Kind, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Observable } from 'rxjs';
import { documentId } from '../src/features/session/trustedDocuments';
import { trustedDocumentsLink } from '../src/features/session/trustedDocumentsLink';
import { withTypename } from '../src/features/student-portal/withTypename';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST_FILE = 'persisted-documents.json';

function generatedModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return generatedModules(full);
    return e.name.endsWith('.generated.ts') ? [full] : [];
  });
}

// Operations the app sends without Apollo (the first portal fetch, sign-in adoption): their text goes as written.
const SENT_WITHOUT_APOLLO = new Set(['StudentPortal', 'CurrentViewer']);

/** The document without `@unmask` (data masking), as Apollo strips it before it sends. */
const withoutUnmask = (doc: DocumentNode): DocumentNode =>
  visit(doc, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) });

const operationOf = (doc: DocumentNode) =>
  doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** Every operation document the generated modules export (fragment documents have no operation). */
async function operationDocuments(): Promise<DocumentNode[]> {
  const documents: DocumentNode[] = [];
  for (const file of generatedModules(path.join(web, 'src')).sort()) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      if (name.endsWith('Document') && operationOf(value as DocumentNode))
        documents.push(value as DocumentNode);
  }
  return documents;
}

/** What the app's Apollo Client sends for each document: its text and the id its persisted-query link computed. */
async function sentByApollo(documents: DocumentNode[]): Promise<{ id: string; text: string }[]> {
  const sent: { id: string; text: string }[] = [];
  const capture = new ApolloLink((operation) => {
    const { sha256Hash } = operation.extensions.persistedQuery as { sha256Hash: string };
    sent.push({ id: sha256Hash, text: print(operation.query) });
    return new Observable((observer) => {
      observer.next({ data: null });
      observer.complete();
    });
  });
  const client = new ApolloClient({
    link: ApolloLink.from([trustedDocumentsLink(), capture]),
    cache: new InMemoryCache(),
  });
  for (const document of documents) {
    const kind = operationOf(document)!.operation;
    const run =
      kind === 'mutation'
        ? client.mutate({ mutation: document })
        : client.query({ query: document, fetchPolicy: 'network-only' });
    await run.catch(() => undefined); // the answer (null data) does not matter, only what was sent
  }
  return sent;
}

async function main() {
  const documents = await operationDocuments();
  const byApollo = await sentByApollo(documents);
  if (byApollo.length !== documents.length)
    throw new Error(`Apollo sent ${byApollo.length} of ${documents.length} operations`);
  const entries = new Map<string, string>();
  for (const { id, text } of byApollo) {
    if ((await documentId(text)) !== id)
      throw new Error(`The id Apollo sent is not the hash of its text: ${text}`);
    entries.set(id, text);
  }
  for (const document of documents) {
    const asWritten = print(document);
    const name = operationOf(document)!.name?.value ?? '';
    // The gateway does not know `@unmask`: what goes without Apollo must not carry it.
    if (SENT_WITHOUT_APOLLO.has(name) && asWritten.includes('@unmask'))
      throw new Error(`${name} is sent without Apollo, so it cannot use @unmask`);
    entries.set(await documentId(asWritten), asWritten);
    // The first portal fetch adds __typename itself, as Apollo does: its text must be one Apollo sends.
    const typed = print(withTypename(withoutUnmask(document)));
    if (!entries.has(await documentId(typed)))
      throw new Error(`withTypename differs from Apollo's cache for ${operationOf(document)!.name?.value}`);
  }
  const manifest = Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.join(web, 'dist'), { recursive: true });
  writeFileSync(path.join(web, 'dist', MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`${MANIFEST_FILE}: ${entries.size} trusted documents (${documents.length} operations)`);
}

await main();
