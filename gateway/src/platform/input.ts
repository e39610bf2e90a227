import { z } from 'zod';
import { gatewayError } from './errors.js';

// 8-4-4-4-12 hex digits, as the services store uuids (any version).
const uuid = z.guid({ error: 'must be a uuid' });

/** Checks an argument at the edge, so a malformed value is BAD_USER_INPUT naming the argument, not an upstream 404. */
export function requireUuid(value: string, argument: string): string {
  const parsed = uuid.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'must be a uuid';
  throw gatewayError('BAD_USER_INPUT', `${argument} ${message}`, {
    inputErrors: [{ path: argument, message }],
  });
}

/** GraphQL sends null for an optional field left out; the services read a missing field as "use the default". */
export function withoutNulls<T extends object>(input: T): WithoutNulls<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as WithoutNulls<T>;
}

/** T with its nullable fields optional and not null (what {@link withoutNulls} leaves); the rest as they were. */
export type WithoutNulls<T> = {
  [K in keyof T as null extends T[K] ? never : undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as null extends T[K] ? K : undefined extends T[K] ? K : never]?: Exclude<
    T[K],
    null | undefined
  >;
};
