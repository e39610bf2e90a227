import { useState } from 'react';

/** Add forms that start empty again after each successful add: `keyOf(name)` as the form's key, `done(name)` as its onDone. */
export function useFreshForms() {
  const [counts, setCounts] = useState<Record<string, number>>({});
  return {
    keyOf: (name: string) => `${name}-${counts[name] ?? 0}`,
    done: (name: string) => () => setCounts((c) => ({ ...c, [name]: (c[name] ?? 0) + 1 })),
  };
}
