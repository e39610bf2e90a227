import { Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FlowChanges } from '../hooks/useFlowChanges';
import { ConditionForm } from './ConditionForm';
import { PieceActions } from './PieceActions';
import { ConditionSetForm, SectionForm } from './SectionForms';
import type { Catalog, Flow } from './types';

type Section = Flow['sections'][number];
type Condition = Section['conditionSets'][number]['conditions'][number];

interface Props {
  /** The flow the section is part of. */
  flow: Flow;
  /** Item types for the section's form. */
  catalog: Catalog;
  /** The section shown. */
  section: Section;
  /** Its place among the flow's sections. */
  index: number;
  /** Save, delete and move; absent for a flow that is not a draft (shown read-only). */
  changes?: FlowChanges;
}

/** How a condition reads: "Family size within tolerance 4 (±0)". */
export function conditionText(flow: Flow, c: Condition) {
  const name = (id: number | null | undefined) => flow.components.find((x) => x.id === id)?.name ?? '';
  const right = c.rightComponentID ? name(c.rightComponentID) : (c.rightConstant ?? '');
  const tolerance = c.tolerance !== null && c.tolerance !== undefined ? ` (±${c.tolerance})` : '';
  return (
    `${name(c.leftComponentID)} ${flow.evaluators.find((e) => e.id === c.evaluatorID)?.name ?? ''} ${right}`.trim() +
    tolerance
  );
}

/** A condition of a set, in words; on a draft it can be edited, moved and deleted. */
function ConditionPiece({
  flow,
  condition: c,
  first,
  last,
  changes,
  editing,
  onEdit,
  onClose: close,
}: {
  /** The flow the condition is part of. */
  flow: Flow;
  /** The condition shown. */
  condition: Condition;
  /** Whether it is its set's first (it cannot move up). */
  first: boolean;
  /** Whether it is its set's last (it cannot move down). */
  last: boolean;
  /** Save, delete and move; absent for a flow that is not a draft (shown read-only). */
  changes?: FlowChanges;
  /** The piece whose edit form is open (`condition-<id>` for a condition). */
  editing: string | null;
  /** Opens a piece's edit form. */
  onEdit: (key: string) => void;
  /** Closes the edit form. */
  onClose: () => void;
}) {
  const text = conditionText(flow, c);
  return (
    <Stack gap={2} ml="md">
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        {changes && (
          <PieceActions
            what={`condition ${text}`}
            first={first}
            last={last}
            onEdit={() => onEdit(`condition-${c.id}`)}
            onMove={(d) => void changes.move('Condition', c.id, d)}
            onDelete={() => void changes.remove('Condition', c.id)}
          />
        )}
      </Group>
      {changes && editing === `condition-${c.id}` && (
        <ConditionForm
          flow={flow}
          condition={c}
          text={text}
          submit={(input) => changes.save('Condition', input, c.id)}
          onCancel={close}
          onDone={close}
        />
      )}
    </Stack>
  );
}

/** A condition set of a section with its conditions; on a draft each can be edited, moved and deleted. */
function ConditionSetPiece({
  flow,
  section: s,
  conditionSet: cs,
  index: i,
  changes,
  editing,
  onEdit,
  onClose: close,
}: {
  /** The flow the section is part of. */
  flow: Flow;
  /** The section the set belongs to. */
  section: Section;
  /** The condition set shown. */
  conditionSet: Section['conditionSets'][number];
  /** Its place among the section's sets. */
  index: number;
  /** Save, delete and move; absent for a flow that is not a draft (shown read-only). */
  changes?: FlowChanges;
  /** The piece whose edit form is open (`set-<id>`, `condition-<id>`). */
  editing: string | null;
  /** Opens a piece's edit form. */
  onEdit: (key: string) => void;
  /** Closes the edit form. */
  onClose: () => void;
}) {
  return (
    <Stack gap={2} ml="md">
      <Group justify="space-between">
        <Text>Any of: {cs.name} (all of)</Text>
        {changes && (
          <PieceActions
            what={`condition set ${cs.name}`}
            first={i === 0}
            last={i === s.conditionSets.length - 1}
            onEdit={() => onEdit(`set-${cs.id}`)}
            onMove={(d) => void changes.move('ConditionSet', cs.id, d)}
            onDelete={() => void changes.remove('ConditionSet', cs.id)}
          />
        )}
      </Group>
      {changes && editing === `set-${cs.id}` && (
        <ConditionSetForm
          flow={flow}
          conditionSet={cs}
          submit={(input) => changes.save('ConditionSet', input, cs.id)}
          onCancel={close}
          onDone={close}
        />
      )}
      {cs.conditions.map((c, j) => (
        <ConditionPiece
          key={c.id}
          flow={flow}
          condition={c}
          first={j === 0}
          last={j === cs.conditions.length - 1}
          changes={changes}
          editing={editing}
          onEdit={onEdit}
          onClose={close}
        />
      ))}
    </Stack>
  );
}

/** One section with its condition sets and conditions; on a draft each piece can be edited, moved and deleted. */
export function SectionCard({ flow, catalog, section: s, index, changes }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);
  return (
    <Card withBorder component="section" aria-label={`Section ${s.name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={500}>
            {s.name} ({s.interviewTypeCode ?? 'whole flow'} → {s.passStatus})
          </Text>
          {changes && (
            <PieceActions
              what={`section ${s.name}`}
              first={index === 0}
              last={index === flow.sections.length - 1}
              onEdit={() => setEditing('section')}
              onMove={(d) => void changes.move('Section', s.id, d)}
              onDelete={() => void changes.remove('Section', s.id)}
            />
          )}
        </Group>
        {changes && editing === 'section' && (
          <SectionForm
            flow={flow}
            catalog={catalog}
            section={s}
            submit={(input) => changes.save('Section', input, s.id)}
            onCancel={close}
            onDone={close}
          />
        )}
        {s.conditionSets.map((cs, i) => (
          <ConditionSetPiece
            key={cs.id}
            flow={flow}
            section={s}
            conditionSet={cs}
            index={i}
            changes={changes}
            editing={editing}
            onEdit={setEditing}
            onClose={close}
          />
        ))}
      </Stack>
    </Card>
  );
}
