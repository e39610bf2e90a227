import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, BREAK, valueFromASTUntyped, visit, type DocumentNode } from 'graphql';

/** A UTF-16 surrogate without its pair: not Unicode text, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text no column can hold: a NUL character, or a lone surrogate (not Unicode). */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

/** The first string in a value no column can hold, as a path (`input.text`) and the problem, or undefined. */
function nulPath(value: unknown, path: string, depth = 0): { at: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { at: path, problem } : undefined;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(
      item,
      Array.isArray(value) ? `${path}.${key}` : path ? `${path}.${key}` : key,
      depth + 1,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A NUL character (U+0000) or a lone surrogate in any variable or inline string argument is BAD_USER_INPUT naming
 * where, before anything resolves: no text column can hold it, and a lone surrogate cannot be put in a URL (it
 * was a 500 "URI malformed" in the REST client); the services refuse both too, naming their own field.
 */
export function nulCharacterPlugin(): ApolloServerPlugin<BaseContext> {
  const refuse = ({ at, problem }: { at: string; problem: string }) =>
    new GraphQLError(`${at}: ${problem}`, {
      extensions: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ path: at, message: problem }],
        http: { status: 400 },
      },
    });
  // Apollo hands the same parsed document to every request with the same query text: its literals are read once.
  type Found = { at: string; problem: string };
  const literalNul = new WeakMap<DocumentNode, Found | null>();
  const inLiterals = (document: DocumentNode): Found | null => {
    let found = literalNul.get(document);
    if (found !== undefined) return found;
    found = null as Found | null;
    visit(document, {
      Argument(node) {
        if (found !== null) return BREAK;
        const value = valueFromASTUntyped(node.value, {});
        const at = nulPath(value, node.name.value);
        if (at !== undefined) found = at;
        return undefined;
      },
    });
    literalNul.set(document, found);
    return found;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const inVariables = nulPath(request.variables ?? {}, '');
          if (inVariables !== undefined) throw refuse(inVariables);
          // Inline literals: a document's strings (arguments) hold no NUL either.
          const found = inLiterals(document);
          if (found !== null) throw refuse(found);
        },
      };
    },
  };
}
