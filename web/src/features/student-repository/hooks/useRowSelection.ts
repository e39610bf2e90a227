import { useState } from 'react';
import type { RosterRowsTableFragment } from '../components/RosterRowsTable.generated';

/** Which matched rows processing takes: those the server has selected, as the user changes them on this page. */
export function useRowSelection(rows: RosterRowsTableFragment[] | undefined) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Rows as the server sends them again add what it has selected to the user's choice (while rendering).
  const [merged, setMerged] = useState<typeof rows>(undefined);
  if (rows && rows !== merged) {
    setMerged(rows);
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of rows) if (r.matchStatus === 'MATCHED' && r.selected && !r.processedAt) next.add(r.id);
      return next;
    });
  }
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, toggle, setSelected };
}
