import { Anchor, Badge, Checkbox, Table } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { Link } from 'react-router';
import { verificationGroupLabel } from '../../../shared/labels';
import type { WorklistQuery } from '../graphql/worklist.generated';
import { OPEN_STATUSES, visibleWindow } from '../worklists';

/** One student on a worklist page. */
export type WorklistItem = WorklistQuery['worklist']['items'][number];

export const ROW_HEIGHT = 44;
export const VIEWPORT = 620;

interface WorklistTableProps {
  /** The students of the page shown. */
  items: WorklistItem[];
  /** How far the table is scrolled: only the rows in view are drawn. */
  scrollTop: number;
  /** Selected students by id, with their uuid. */
  selected: Map<number, string>;
  /** Changes the selection. */
  onSelectedChange: Dispatch<SetStateAction<Map<number, string>>>;
}

/** A worklist page's students, drawn a window at a time, each with its selection box. */
export function WorklistTable({ items, scrollTop, selected, onSelectedChange }: WorklistTableProps) {
  const win = visibleWindow(scrollTop, VIEWPORT, ROW_HEIGHT, items.length);
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.id));
  const toggle = (id: number, uuid: string) =>
    onSelectedChange((s) => {
      const n = new Map(s);
      if (n.has(id)) n.delete(id);
      else n.set(id, uuid);
      return n;
    });
  return (
    <Table striped highlightOnHover stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select all on this page"
              checked={allSelected}
              onChange={() =>
                onSelectedChange(allSelected ? new Map() : new Map(items.map((i) => [i.id, i.uuid])))
              }
            />
          </Table.Th>
          <Table.Th>Student</Table.Th>
          <Table.Th>Student ID</Table.Th>
          <Table.Th>Group</Table.Th>
          <Table.Th>SAI</Table.Th>
          <Table.Th>Open items</Table.Th>
          <Table.Th>Signatures</Table.Th>
          <Table.Th>Accounts</Table.Th>
          <Table.Th>Assigned to</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {win.before > 0 && <Table.Tr style={{ height: win.before }} aria-hidden />}
        {items.slice(win.first, win.last).map((s) => (
          <WorklistRow
            key={s.id}
            student={s}
            selected={selected.has(s.id)}
            onToggle={() => toggle(s.id, s.uuid)}
          />
        ))}
        {win.after > 0 && <Table.Tr style={{ height: win.after }} aria-hidden />}
      </Table.Tbody>
    </Table>
  );
}

interface WorklistRowProps {
  /** The student the row shows. */
  student: WorklistItem;
  /** Whether the row's box is ticked. */
  selected: boolean;
  /** Ticks or unticks the row's box. */
  onToggle: () => void;
}

/** One student's row: name (to the quick view), group, SAI, open items, signatures, accounts, assignee. */
export function WorklistRow({ student: s, selected, onToggle }: WorklistRowProps) {
  const open = s.taskList.filter((t) => OPEN_STATUSES.has(t.status)).length;
  return (
    <Table.Tr style={{ height: ROW_HEIGHT }}>
      <Table.Td>
        <Checkbox aria-label={`Select ${s.firstName} ${s.lastName}`} checked={selected} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/StudentView/${s.uuid}/quickView`}>
          {s.lastName}, {s.firstName}
        </Anchor>
      </Table.Td>
      <Table.Td>{s.studentNumber}</Table.Td>
      <Table.Td>{verificationGroupLabel(s.verificationGroup)}</Table.Td>
      <Table.Td>{s.attributes?.sai ?? '—'}</Table.Td>
      <Table.Td>
        {open === 0 ? (
          <Badge color="green" variant="light">
            none
          </Badge>
        ) : (
          <Badge color="orange" variant="light">
            {open}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{s.signatureComplete ? 'Complete' : 'Missing'}</Table.Td>
      <Table.Td>{s.accounts.length}</Table.Td>
      <Table.Td>{s.assignedTo ?? '—'}</Table.Td>
    </Table.Tr>
  );
}
