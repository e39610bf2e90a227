import { z } from 'zod';
import type { Db } from './db.js';

// Named SQL with checked rows (issue 25, docs/data-layer.md): a statement is written once, in a domain's
// `*.queries.ts`, with named parameters (`:revisionId`) and a zod schema for its parameters and for its row.
// Running it compiles the names to positional `$n`, runs it on any `Db` (PGlite, a server, a transaction) and
// parses every row: what TypeScript is told about a row is what was checked, never a cast.

/** The parameters' names and types: a zod object, one key per name the SQL uses. */
type Params = z.ZodObject;

export interface NamedQuery<P extends Params, R extends z.ZodType> {
  readonly name: string;
  /** The SQL as sent: named parameters replaced by `$1`, `$2`, … (the same name, the same number). */
  readonly text: string;
  /** Every row, parsed by the row schema. */
  all(db: Db, params: z.input<P>): Promise<z.output<R>[]>;
  /** The first row, or undefined when there is none. */
  first(db: Db, params: z.input<P>): Promise<z.output<R> | undefined>;
  /** A statement whose rows are not read (an UPDATE or DELETE without RETURNING). */
  run(db: Db, params: z.input<P>): Promise<void>;
}

/** A row or parameters that do not match the query's schema: the message names the query. */
export class NamedQueryError extends Error {
  constructor(
    readonly queryName: string,
    message: string,
  ) {
    super(`Query ${queryName}: ${message}`);
  }
}

// A quoted string, a quoted identifier, a comment or a cast (`::int`) is kept as it is; `:name` is a parameter and
// `$1` a positional one, which named SQL does not mix in.
const TOKENS =
  /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|::|:([A-Za-z_][A-Za-z0-9_]*)|(\$\d+)/g;

/**
 * `:name` to `$n`, in order of first use: the text and the names, `names[n - 1]` being `$n`; and the positional
 * parameters the SQL wrote itself (a mistake).
 */
export function compileNamedSql(sql: string): { text: string; names: string[]; positional: string[] } {
  const names: string[] = [];
  const positional: string[] = [];
  const text = sql.replace(TOKENS, (token, name: string | undefined, dollar: string | undefined) => {
    if (dollar) positional.push(dollar);
    if (name === undefined) return token;
    let n = names.indexOf(name) + 1;
    if (n === 0) n = names.push(name);
    return `$${n}`;
  });
  return { text, names, positional };
}

/**
 * Defines a named query. The SQL may only use names the params schema has, must use each of them and no `$1`:
 * each mistake is an error here, when the module loads, not when the statement first runs.
 */
export function namedQuery<P extends Params, R extends z.ZodType>(definition: {
  name: string;
  params: P;
  row: R;
  sql: string;
}): NamedQuery<P, R> {
  const { name, params, row } = definition;
  // A query built per call (dynamic SQL: a search's conditions, a run report's filters) comes back with the same
  // text. Its first definition is used again: zod compiles a schema on its first parse (80 µs for a search's two
  // statements, against 0.3 µs once compiled), which a new schema per request paid every time. The same name and
  // text declare the same parameters and columns (the SQL names both), so the schemas kept check the same shape.
  const key = `${name}\0${definition.sql}`;
  const kept = built.get(key);
  if (kept) return kept as NamedQuery<P, R>;
  const { text, names, positional } = compileNamedSql(definition.sql);
  if (positional.length)
    throw new NamedQueryError(name, `named SQL takes :names, not ${positional.join(', ')}`);
  const declared = Object.keys(params.shape);
  const undeclared = names.filter((n) => !declared.includes(n));
  if (undeclared.length)
    throw new NamedQueryError(
      name,
      `the SQL uses :${undeclared.join(', :')}, which the params do not declare`,
    );
  const unused = declared.filter((n) => !names.includes(n));
  if (unused.length)
    throw new NamedQueryError(name, `the params declare ${unused.join(', ')}, which the SQL does not use`);

  const values = (given: z.input<P>): unknown[] => {
    const parsed = params.safeParse(given);
    if (!parsed.success)
      throw new NamedQueryError(name, `parameters do not match: ${z.prettifyError(parsed.error)}`);
    const checked: Record<string, unknown> = parsed.data;
    return names.map((n) => checked[n]);
  };
  const all = async (db: Db, given: z.input<P>) =>
    (await db.query(text, values(given))).map((r, i) => {
      const parsed = row.safeParse(r);
      if (!parsed.success)
        throw new NamedQueryError(name, `row ${i} does not match: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
  const query: NamedQuery<P, R> = {
    name,
    text,
    all,
    first: async (db, given) => (await all(db, given))[0],
    run: async (db, given) => {
      await db.query(text, values(given));
    },
  };
  if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
  built.set(key, query);
  return query;
}
/** Queries by name and SQL text; bounded, oldest out first (dynamic SQL has a few shapes per query, not one per value). */
const built = new Map<string, NamedQuery<Params, z.ZodType>>();
const MAX_BUILT = 2_000;

/** The row of a statement that returns none (or whose rows are not read). */
export const noRow = z.object({});

/** Column and parameter schemas every data layer uses: a row id, text that may be NULL. */
export const id = z.number().int();
export const maybeText = z.string().nullable();
/**
 * A `bigint` column read as a number: node-postgres sends it as a string, PGlite as a number (or a `bigint` past 2^53,
 * which no id here reaches).
 */
export const bigintNumber = z.union([z.number(), z.string(), z.bigint()]).transform(Number);
/** `SELECT 1 AS found …`: whether a row exists. */
export const found = z.object({ found: z.literal(1) });

/** A jsonb parameter: checked by `schema`, sent as its JSON text (node-postgres would send an array as a SQL array). */
export const jsonParam = <T extends z.ZodType>(schema: T) => schema.transform((v) => JSON.stringify(v));
