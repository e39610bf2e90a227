import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, FILE_ANSWER, type RouteDef } from '../src/platform/route.js';

// The compiler checks a handler's answer against its route's `response` (docs/typed-handlers.md). Each
// `@ts-expect-error` below is a case `npx tsc --noEmit -p services` must refuse: were the check to stop working, the
// directive itself would be the error. The tests only run the handlers that compile.

const awardAnswer = z.object({
  id: z.number().int(),
  fundCode: z.string(),
  amount: z.number(),
  disbursedAt: z.string().nullable(),
  status: z.enum(['OFFERED', 'ACCEPTED']),
});

/** What every route below shares but its answer. */
const award = { base: 'school', method: 'GET', path: 'award', summary: 'An award', access: 'staff' } as const;

/** An award as a domain function returns it: its own type, not a fresh literal. */
interface AwardRow {
  id: number;
  fundCode: string;
  amount: number;
  disbursedAt: Date | null;
  status: 'OFFERED' | 'ACCEPTED';
}
const awardRow = (): AwardRow => ({
  id: 1,
  fundCode: 'PELL',
  amount: 3700,
  disbursedAt: new Date('2027-01-15T00:00:00Z'),
  status: 'OFFERED',
});

describe('typed handlers', () => {
  it('take an answer the schema describes, a Date where it has a string (sent as its ISO text)', async () => {
    const byLiteral = defineRoute({
      ...award,
      response: awardAnswer,
      handler: async () => ({ id: 1, fundCode: 'PELL', amount: 3700, disbursedAt: null, status: 'ACCEPTED' }),
    });
    const byRow = defineRoute({ ...award, response: awardAnswer, handler: async () => awardRow() });
    const asList = defineRoute({
      ...award,
      response: z.array(awardAnswer),
      handler: async () => [awardRow()] as readonly AwardRow[],
    });
    const none = defineRoute({ ...award, response: awardAnswer, handler: async () => null });
    for (const r of [byLiteral, byRow, asList] as RouteDef[]) {
      const sent: unknown = JSON.parse(JSON.stringify(await r.handler({} as never)));
      expect((r.response as z.ZodType).parse(sent)).toEqual(sent);
    }
    expect(await none.handler({} as never)).toBeNull();
  });

  it('refuse an undeclared field, a missing one, a wrong type or value', () => {
    const refused = [
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error a field the schema does not declare
        handler: async () => ({
          id: 1,
          fundCode: 'PELL',
          amount: 3700,
          disbursedAt: null,
          status: 'OFFERED',
          ssn: '123-45-6789',
        }),
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // A domain row passed on with a field added: still refused (no object literal of its own to check).
        // @ts-expect-error a field the schema does not declare, on a spread row
        handler: async () => ({ ...awardRow(), ssn: '123-45-6789' }),
      }),
      defineRoute({
        ...award,
        response: z.array(awardAnswer),
        // @ts-expect-error a field the schema does not declare, deep in a list
        handler: async () => [{ ...awardRow(), ssn: '123-45-6789' }],
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error amount is missing
        handler: async () => ({ id: 1, fundCode: 'PELL', disbursedAt: null, status: 'OFFERED' }),
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error amount is a number, not text
        handler: async () => ({ ...awardRow(), amount: '3700' }),
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error a status the schema's enum does not have
        handler: async () => ({ ...awardRow(), status: 'DECLINED' }),
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error a domain row with any text where the enum is wanted
        handler: async () => ({ ...awardRow(), status: String(awardRow().status) }),
      }),
      defineRoute({
        ...award,
        response: awardAnswer,
        // @ts-expect-error undefined is not null: JSON would drop a field the schema requires
        handler: async () => ({ ...awardRow(), disbursedAt: undefined }),
      }),
      defineRoute({
        ...award,
        response: z.array(awardAnswer),
        // @ts-expect-error one award where the schema answers a list
        handler: async () => awardRow(),
      }),
    ];
    expect(refused).toHaveLength(9);
  });

  it('leave a download to the reply', () => {
    const download = defineRoute({
      ...award,
      response: FILE_ANSWER,
      handler: async ({ reply }) => reply.type('application/pdf').send(Buffer.from('%PDF')),
    });
    const notAFile = defineRoute({
      ...award,
      response: FILE_ANSWER,
      // @ts-expect-error a download is sent through the reply, not answered as JSON
      handler: async () => ({ fileName: 'letter.pdf' }),
    });
    expect([download.response, notAFile.response]).toEqual([FILE_ANSWER, FILE_ANSWER]);
  });
});
