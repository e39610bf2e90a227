import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPglite, openPostgres, type Db } from './db.js';
import { compileNamedSql, jsonParam, namedQuery, noRow } from './named-sql.js';

describe('compileNamedSql', () => {
  it('numbers the names in order of first use; a name used twice is one parameter', () => {
    expect(compileNamedSql('SELECT :b, :a, :b')).toEqual({
      text: 'SELECT $1, $2, $1',
      names: ['b', 'a'],
      positional: [],
    });
  });

  it('leaves casts, quoted strings, quoted identifiers and comments alone', () => {
    const sql = `SELECT :id::int AS "a:b", 'at 12:30 :notAParam', 'it''s :still' -- :nor this\n FROM t /* :nor\n :this */ WHERE x = :id`;
    expect(compileNamedSql(sql)).toEqual({
      text: `SELECT $1::int AS "a:b", 'at 12:30 :notAParam', 'it''s :still' -- :nor this\n FROM t /* :nor\n :this */ WHERE x = $1`,
      names: ['id'],
      positional: [],
    });
  });
});

describe('namedQuery', () => {
  it('refuses, when defined, SQL naming a parameter the params do not declare', () => {
    expect(() =>
      namedQuery({ name: 'typo', params: z.object({ id: z.number() }), row: noRow, sql: 'SELECT :idd' }),
    ).toThrow('Query typo: the SQL uses :idd, which the params do not declare');
  });

  it('refuses, when defined, a positional parameter', () => {
    expect(() =>
      namedQuery({ name: 'mixed', params: z.object({ a: z.number() }), row: noRow, sql: 'SELECT :a, $1' }),
    ).toThrow('Query mixed: named SQL takes :names, not $1');
  });

  it('refuses, when defined, a declared parameter the SQL does not use', () => {
    expect(() =>
      namedQuery({
        name: 'unused',
        params: z.object({ id: z.number(), other: z.string() }),
        row: noRow,
        sql: 'SELECT :id',
      }),
    ).toThrow('Query unused: the params declare other, which the SQL does not use');
  });

  it('refuses, when called, parameters that are missing or of another type, before any statement', async () => {
    const q = namedQuery({
      name: 'one',
      params: z.object({ id: z.number() }),
      row: noRow,
      sql: 'SELECT :id',
    });
    const db = { query: () => Promise.reject(new Error('no statement should run')) } as unknown as Db;
    // @ts-expect-error: the parameter is missing
    await expect(q.all(db, {})).rejects.toThrow(/^Query one: parameters do not match/);
    // @ts-expect-error: the parameter is a string
    await expect(q.run(db, { id: '1' })).rejects.toThrow(/^Query one: parameters do not match/);
  });

  it('gives a query built per call its first definition again, so its schemas are compiled once, and checks with them', async () => {
    const build = (sql: string) =>
      namedQuery({
        name: 'perCall',
        params: z.object({ id: z.number() }),
        row: z.object({ n: z.number() }),
        sql,
      });
    const first = build('SELECT :id AS n');
    expect(build('SELECT :id AS n')).toBe(first);
    expect(build('SELECT :id + 1 AS n')).not.toBe(first);
    const db = { query: async () => [{ n: 'not a number' }] } as unknown as Db;
    await expect(build('SELECT :id AS n').all(db, { id: 1 })).rejects.toThrow(
      /^Query perCall: row 0 does not match/,
    );
  });
});

// One real database: PGlite, and the server too when DATABASE_URL names one.
const backends = [
  { name: 'pglite', open: () => openPglite() },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: () => openPostgres(process.env.DATABASE_URL!, `test_${randomBytes(6).toString('hex')}`),
        },
      ]
    : []),
];

describe.each(backends)('a named query on $name', ({ open }) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db?.close());

  // What the database sends is not what TypeScript would believe: numeric is text, timestamps are Dates.
  const kinds = namedQuery({
    name: 'kinds',
    params: z.object({ n: z.number().int(), label: z.string().nullable() }),
    row: z.object({
      n: z.number(),
      next: z.number(),
      label: z.string().nullable(),
      price: z.string(),
      at: z.date(),
      doc: z.object({ a: z.number() }),
    }),
    sql: `SELECT :n::int AS n, :n::int + 1 AS next, :label::text AS label, '1.50'::numeric AS price,
                 now() AS at, '{"a": 1}'::jsonb AS doc`,
  });

  it('runs with positional parameters and parses the row', async () => {
    const rows = await kinds.all(db, { n: 41, label: null });
    expect(rows).toEqual([
      { n: 41, next: 42, label: null, price: '1.50', at: expect.any(Date), doc: { a: 1 } },
    ]);
    expect(await kinds.first(db, { n: 1, label: 'x' })).toMatchObject({ n: 1, label: 'x' });
  });

  it('throws, naming the query, when a row does not parse', async () => {
    const believed = namedQuery({
      name: 'priceAsNumber',
      params: z.object({}),
      row: z.object({ price: z.number() }),
      sql: `SELECT '1.50'::numeric AS price`,
    });
    await expect(believed.all(db, {})).rejects.toThrow(/^Query priceAsNumber: row 0 does not match/);
  });

  it('sends a jsonb parameter as its JSON text, an array included', async () => {
    const echo = namedQuery({
      name: 'echoJson',
      params: z.object({ doc: jsonParam(z.array(z.object({ a: z.number() }))) }),
      row: z.object({ doc: z.array(z.object({ a: z.number() })), kind: z.string() }),
      sql: 'SELECT :doc::jsonb AS doc, jsonb_typeof(:doc::jsonb) AS kind',
    });
    expect(await echo.first(db, { doc: [{ a: 1 }, { a: 2 }] })).toEqual({
      doc: [{ a: 1 }, { a: 2 }],
      kind: 'array',
    });
  });

  it('first is undefined when there is no row; run reads none', async () => {
    const none = namedQuery({
      name: 'none',
      params: z.object({ n: z.number() }),
      row: z.object({ n: z.number() }),
      sql: 'SELECT :n::int AS n WHERE false',
    });
    expect(await none.first(db, { n: 1 })).toBeUndefined();
    await expect(none.run(db, { n: 1 })).resolves.toBeUndefined();
  });
});
