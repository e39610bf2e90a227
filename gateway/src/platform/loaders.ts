/**
 * For look-ups the services only offer one at a time: runs them in parallel and gives each key its own
 * value or error, so one failing key does not fail the others in the batch.
 */
export async function eachKey<K, V>(
  keys: readonly K[],
  load: (key: K) => Promise<V>,
): Promise<Array<V | Error>> {
  const settled = await Promise.allSettled(keys.map(load));
  return settled.map((s) => (s.status === 'fulfilled' ? s.value : toError(s.reason)));
}

export const toError = (reason: unknown): Error =>
  reason instanceof Error ? reason : new Error(String(reason));

/** Splits keys into groups that one batched call can serve, keeping each key's position. */
export function groupBy<K>(
  keys: readonly K[],
  groupOf: (key: K) => string,
): Map<string, { key: K; index: number }[]> {
  const groups = new Map<string, { key: K; index: number }[]>();
  keys.forEach((key, index) => {
    const id = groupOf(key);
    const group = groups.get(id) ?? [];
    group.push({ key, index });
    groups.set(id, group);
  });
  return groups;
}
