import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import {
  afterCondition,
  decodeCursor,
  encodeCursor,
  keysetPage,
  listDigest,
  type SortKey,
} from './keyset.js';

const BY_NAME: SortKey[] = [{ sql: 'lower(st.last_name)' }, { sql: 'st.id' }];
const BY_GROUP_DESC: SortKey[] = [
  { sql: 'st.verification_group', descending: true, nullable: true },
  { sql: 'st.id', descending: true },
];

/** Binds values as the routes' SQL builders do: $1, $2, ... */
const binder = () => {
  const params: unknown[] = [];
  return { params, p: (v: unknown) => `$${params.push(v)}` };
};

describe('keyset cursors', () => {
  it('one row comparison when every key is non-null and one direction: (k, id) > ($k, $id)', () => {
    const { params, p } = binder();
    expect(afterCondition(BY_NAME, ['rivera', '42'], p)).toBe('(lower(st.last_name), st.id) > ($1, $2)');
    expect(params).toEqual(['rivera', '42']);
    const desc = binder();
    expect(
      afterCondition(
        BY_NAME.map((k) => ({ ...k, descending: true })),
        ['rivera', '42'],
        desc.p,
      ),
    ).toBe('(lower(st.last_name), st.id) < ($1, $2)');
  });

  it('a key that may be null is compared key by key, nulls last', () => {
    const some = binder();
    expect(afterCondition(BY_GROUP_DESC, ['V4', '7'], some.p)).toBe(
      '(((st.verification_group < $1 OR st.verification_group IS NULL)) OR (st.verification_group = $1 AND st.id < $2))',
    );
    expect(some.params).toEqual(['V4', '7']);
    // After a row without a group only rows without a group and a lower id follow.
    const none = binder();
    expect(afterCondition(BY_GROUP_DESC, [null, '7'], none.p)).toBe(
      '((st.verification_group IS NULL AND st.id < $1))',
    );
    expect(none.params).toEqual(['7']);
  });

  it('a page of first + 1 rows: the extra row only says a next page exists; the cursor names the last row kept', () => {
    const digest = listDigest(['students', '222222']);
    const rows = [1, 2, 3].map((id) => ({ id, cursor_0_: `n${id}`, cursor_1_: String(id) }));
    const page = keysetPage(rows, 2, BY_NAME, digest);
    expect(page.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(page.hasNextPage).toBe(true);
    expect(decodeCursor(page.endCursor!, digest, BY_NAME)).toEqual(['n2', '2']);
    expect(keysetPage(rows.slice(0, 2), 2, BY_NAME, digest).hasNextPage).toBe(false);
    expect(keysetPage([], 2, BY_NAME, digest)).toEqual({ rows: [], endCursor: null, hasNextPage: false });
  });

  it('refuses what is not a cursor of this list and sort, naming after', () => {
    const digest = listDigest(['worklist', 'review', 'name']);
    const other = listDigest(['worklist', 'review', 'updatedAt']);
    const refusal = (cursor: string) => {
      try {
        decodeCursor(cursor, digest, BY_NAME);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(400);
        return (error as HttpError).details;
      }
      throw new Error(`accepted ${cursor}`);
    };
    for (const bad of [
      'not a cursor',
      Buffer.from('[]').toString('base64url'),
      encodeCursor(digest, ['only one']),
      encodeCursor(digest, [null, '1']),
      encodeCursor(other, ['rivera', '1']),
    ]) {
      expect(refusal(bad)).toEqual({ inputErrors: [{ path: 'after', message: expect.any(String) }] });
    }
    expect(decodeCursor(encodeCursor(digest, ['rivera', '1']), digest, BY_NAME)).toEqual(['rivera', '1']);
  });
});
