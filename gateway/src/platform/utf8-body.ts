import type { FastifyInstance, FastifyReply } from 'fastify';

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');
const PROBLEM = 'must be UTF-8 text (it holds bytes that are not)';

/** The parsed stand-in for a GraphQL body that is not UTF-8: where the bad bytes are, refused before Apollo reads it. */
class NotUtf8Body {
  constructor(readonly path: string) {}
}

/**
 * JSON bodies must be UTF-8. Fastify's parser decodes leniently, so bytes that are not UTF-8 reached resolvers (and
 * the services) as U+FFFD without a word: "ab\xff\xfecd" was stored as "ab\uFFFD\uFFFDcd". A GraphQL request with
 * such bytes is a 400 BAD_USER_INPUT naming the variable (or `query`) that holds them, before anything runs; any
 * other JSON route answers a plain 400. A GET /graphql whose query string has a broken escape or escaped bytes that
 * are not UTF-8 is the same 400, naming the parameter.
 */
export function registerStrictJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    let text: string;
    try {
      text = STRICT_UTF8.decode(bytes);
    } catch {
      const path = whereNotUtf8(bytes);
      if (request.routeOptions.url === '/graphql') return done(null, new NotUtf8Body(path));
      return done(Object.assign(new Error(`${path}: ${PROBLEM}`), { statusCode: 400 }), undefined);
    }
    parseJson(request, text, done);
  });
  const refuse = (reply: FastifyReply, path: string, problem: string) =>
    reply
      .code(400)
      .header('content-type', 'application/json; charset=utf-8')
      .send({
        errors: [
          {
            message: `${path}: ${problem}`,
            extensions: { code: 'BAD_USER_INPUT', inputErrors: [{ path, message: problem }] },
          },
        ],
      });
  app.addHook('preHandler', async (request, reply) => {
    if (request.body instanceof NotUtf8Body) return refuse(reply, request.body.path, PROBLEM);
    // GET /graphql?query=…: the query-string parser keeps a broken escape as its raw text ("%ZZ", "%FF"), which
    // reached GraphQL as a syntax error about a stray "%" instead of naming the parameter.
    if (request.method === 'GET' && request.routeOptions.url === '/graphql') {
      const bad = badQueryParameter(request.url);
      if (bad) return refuse(reply, bad.path, `${QUERY_PROBLEM} (${bad.problem})`);
    }
  });
}

const QUERY_PROBLEM = 'must be percent-encoded UTF-8 text';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The first query-string parameter (name or value) that is not percent-encoded UTF-8, and what is wrong with it. */
export function badQueryParameter(url: string): { path: string; problem: string } | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const path = decoded(name) ?? 'query string';
    for (const part of eq < 0 ? [name] : [name, pair.slice(eq + 1)]) {
      if (/%(?![0-9A-Fa-f]{2})/.test(part))
        return { path, problem: 'it has a % not followed by two hexadecimal digits' };
      if (decoded(part) === null) return { path, problem: 'it holds bytes that are not UTF-8' };
    }
  }
  return undefined;
}

/** Where the bad bytes are: a variable's path (`input.firstName`), another member (`query`), or `body`. */
function whereNotUtf8(bytes: Buffer): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(LENIENT_UTF8.decode(bytes));
  } catch {
    return 'body';
  }
  const path = replacedAt(parsed, [], 0);
  if (!path?.length) return 'body';
  return path[0] === 'variables' && path.length > 1 ? path.slice(1).join('.') : path.join('.');
}

/** The path of the first key or string where lenient decoding put U+FFFD. */
function replacedAt(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\uFFFD') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\uFFFD')) return [...path, key];
    const found = replacedAt(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
