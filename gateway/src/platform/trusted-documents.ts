import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { isApiToken } from './api-tokens.js';
import { codeOf } from './errors.js';

/** The header the web's explorer page sends with its requests (web/src/features/graphql-explorer). */
export const EXPLORER_HEADER = 'x-graphql-client';

/**
 * The web build's operations by persisted id (the SHA-256 of their text), written by
 * web/scripts/persisted-documents.ts. Without the file (no web build) the list is empty: fail closed.
 */
export class TrustedDocuments {
  private constructor(private readonly byId: ReadonlyMap<string, string>) {}

  static load(file: string): TrustedDocuments {
    if (!existsSync(file)) return new TrustedDocuments(new Map());
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return new TrustedDocuments(
      new Map(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string')),
    );
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /**
   * Apollo Server's persisted-query store (`extensions.persistedQuery.sha256Hash` without the text): it reads the
   * build's list and keeps nothing callers send, so no one can add a document to it.
   */
  asPersistedQueryCache() {
    const byId = this.byId;
    return {
      // Apollo prefixes its keys ("apq:<sha256>").
      async get(key: string) {
        return byId.get(key.slice(key.lastIndexOf(':') + 1));
      },
      async set() {},
      async delete() {
        return false;
      },
    };
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The document a GraphQL request names: its text (POST body or GET query string) or its persisted id. */
function requestedDocument(body: unknown, query: unknown): { id: string } | undefined {
  for (const source of [body, query]) {
    if (!source || typeof source !== 'object') continue;
    const { query: text, extensions } = source as { query?: unknown; extensions?: unknown };
    if (typeof text === 'string') return { id: sha256(text) };
    // A GET sends extensions as JSON text.
    const ext = typeof extensions === 'string' ? safeJson(extensions) : extensions;
    const hash = (ext as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery
      ?.sha256Hash;
    // An id not in the list resolves to nothing: Apollo answers PERSISTED_QUERY_NOT_FOUND, nothing runs.
    if (typeof hash === 'string') return undefined;
  }
  return undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Trusted documents: a browser session (student, parent, staff outside the explorer) may run only the operations
 * the web app was built with, so a stolen session cannot run ad-hoc queries. API tokens (scripts) and staff
 * sessions in the explorer may run any document. Answers the refusal (status and errors), or undefined to go on.
 */
export async function untrustedDocumentRefusal(
  documents: TrustedDocuments,
  request: { body: unknown; query: unknown; headers: Record<string, string | string[] | undefined> },
  context: GatewayContext,
  opts: { explorer: boolean },
): Promise<{ status: number; errors: GraphQLFormattedError[] } | undefined> {
  const document = requestedDocument(request.body, request.query);
  if (!document || documents.has(document.id)) return undefined;
  try {
    if (isApiToken(context.auth.bearer)) {
      await context.auth.session(); // a revoked or made-up token is refused here
      return undefined;
    }
    if (opts.explorer && request.headers[EXPLORER_HEADER] === 'explorer') {
      const session = await context.auth.optionalSession();
      if (session?.isStaff) return undefined;
    }
  } catch (error) {
    const code = codeOf(error) ?? 'UNAUTHENTICATED';
    return {
      status: code === 'UNAUTHENTICATED' ? 401 : 503,
      errors: [{ message: (error as Error).message, extensions: { code } }],
    };
  }
  return {
    status: 403,
    errors: [
      {
        message:
          "This operation is not one of the web app's: a browser session may run only those. Scripts use an API token; staff explore the schema at /graphql",
        extensions: { code: 'UNTRUSTED_DOCUMENT' },
      },
    ],
  };
}
