import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FlowChanges } from '../hooks/useFlowChanges';
import { useFreshForms } from '../hooks/useFreshForms';
import { ComponentForm } from './ComponentForm';
import { PieceActions } from './PieceActions';
import { PseudoQueryFilterForm, PseudoQueryForm } from './PseudoQueryForms';
import { RedirectForm, type HandoffFlows } from './RedirectForm';
import type { Catalog, Flow } from './types';

interface ListProps {
  /** The flow whose pieces are listed. */
  flow: Flow;
  /** The aid year's pickers. */
  catalog: Catalog;
  /** Save, delete and move; absent for a flow that is not a draft (shown read-only). */
  changes?: FlowChanges;
}

/** What a component reads, in words. */
function operand(flow: Flow, c: Flow['components'][number]) {
  switch (c.kind) {
    case 'ISIR_FIELD':
      return `ISIR ${c.isirAttributeName ?? ''}${c.isirTransaction === 'PREVIOUS' ? ' (previous transaction)' : ''}`;
    case 'INTERVIEW_ANSWER':
      return `answer ${c.interviewTypeCode ?? ''}.${c.questionKey ?? ''}`;
    case 'STUDENT_ATTRIBUTE':
      return `student ${c.studentAttribute ?? ''}`;
    case 'PSEUDO_QUERY':
      return `result of ${flow.pseudoQueries.find((q) => q.id === c.pseudoQueryID)?.name ?? 'a pseudo query'}`;
    default:
      return `constant '${c.constantValue ?? ''}'`;
  }
}

/** The flow's components (operands of its conditions), each editable and deletable on a draft. */
export function ComponentList({ flow, catalog, changes }: ListProps) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card withBorder component="section" aria-label="Components">
      <Stack gap="xs">
        <Title order={3}>Components</Title>
        {flow.components.map((c) => (
          <Stack key={c.id} gap={2}>
            <Group justify="space-between">
              <Text size="sm">
                {c.name}: {operand(flow, c)} ({c.valueType})
              </Text>
              {changes && (
                <PieceActions
                  what={`component ${c.name}`}
                  onEdit={() => setEditing(c.id)}
                  onDelete={() => void changes.remove('Component', c.id)}
                />
              )}
            </Group>
            {changes && editing === c.id && (
              <ComponentForm
                flow={flow}
                catalog={catalog}
                component={c}
                submit={(input) => changes.save('Component', input, c.id)}
                onCancel={() => setEditing(null)}
                onDone={() => setEditing(null)}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** A pseudo query's filters; on a draft each can be edited and deleted. */
function PseudoQueryFilters({
  query: q,
  catalog,
  changes,
  editing,
  onEdit,
  onClose: close,
}: {
  /** The pseudo query whose filters are listed. */
  query: Flow['pseudoQueries'][number];
  /** The aid year's pickers. */
  catalog: Catalog;
  /** Save, delete and move; absent for a flow that is not a draft (shown read-only). */
  changes?: FlowChanges;
  /** The piece whose edit form is open (`f-<id>` for a filter). */
  editing: string | null;
  /** Opens a piece's edit form. */
  onEdit: (key: string) => void;
  /** Closes the edit form. */
  onClose: () => void;
}) {
  return (
    <>
      {q.filters.map((f) => (
        <Stack key={f.id} gap={2} ml="md">
          <Group justify="space-between">
            <Text size="sm">
              where {f.columnName} {f.operator}
              {f.value !== null && f.value !== undefined ? ` '${f.value}'` : ''}
            </Text>
            {changes && (
              <PieceActions
                what={`filter ${f.columnName} of ${q.name}`}
                onEdit={() => onEdit(`f-${f.id}`)}
                onDelete={() => void changes.remove('PseudoQueryFilter', f.id)}
              />
            )}
          </Group>
          {changes && editing === `f-${f.id}` && (
            <PseudoQueryFilterForm
              query={q}
              catalog={catalog}
              filter={f}
              submit={(input) => changes.save('PseudoQueryFilter', input, f.id)}
              onCancel={close}
              onDone={close}
            />
          )}
        </Stack>
      ))}
    </>
  );
}

/** The flow's pseudo queries with their filters; on a draft: add, edit and delete filters, edit and delete queries. */
export function PseudoQueryList({ flow, catalog, changes }: ListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);
  const fresh = useFreshForms();
  const label = (object: string) => catalog?.queryObjects.find((o) => o.name === object)?.label ?? object;
  return (
    <Card withBorder component="section" aria-label="Pseudo queries">
      <Stack gap="xs">
        <Title order={3}>Pseudo queries</Title>
        {flow.pseudoQueries.length === 0 && <Text size="sm">None yet.</Text>}
        {flow.pseudoQueries.map((q) => (
          <Stack key={q.id} gap={2}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {q.name}: {q.result}
                {q.result === 'VALUE' ? ` of ${q.resultColumn ?? ''}` : ''} over {label(q.queryObject)}
              </Text>
              {changes && (
                <PieceActions
                  what={`pseudo query ${q.name}`}
                  onEdit={() => setEditing(`q-${q.id}`)}
                  onDelete={() => void changes.remove('PseudoQuery', q.id)}
                />
              )}
            </Group>
            {changes && editing === `q-${q.id}` && (
              <PseudoQueryForm
                flow={flow}
                catalog={catalog}
                query={q}
                submit={(input) => changes.save('PseudoQuery', input, q.id)}
                onCancel={close}
                onDone={close}
              />
            )}
            <PseudoQueryFilters
              query={q}
              catalog={catalog}
              changes={changes}
              editing={editing}
              onEdit={setEditing}
              onClose={close}
            />
            {changes && (
              <PseudoQueryFilterForm
                key={fresh.keyOf(`filter-${q.id}`)}
                onDone={fresh.done(`filter-${q.id}`)}
                query={q}
                catalog={catalog}
                submit={(input) => changes.save('PseudoQueryFilter', input)}
              />
            )}
          </Stack>
        ))}
        {changes && (
          <PseudoQueryForm
            key={fresh.keyOf('query')}
            onDone={fresh.done('query')}
            flow={flow}
            catalog={catalog}
            submit={(input) => changes.save('PseudoQuery', input)}
          />
        )}
      </Stack>
    </Card>
  );
}

/** What a redirect group does, in words. */
function outcomeText(flow: Flow, flows: HandoffFlows, r: Flow['redirectGroups'][number]) {
  const what = [
    r.studentStatus && `move to ${r.studentStatus}`,
    r.alertMessage && `alert '${r.alertMessage}'`,
    r.memoText && `memo '${r.memoText}'`,
    r.handoffFlowID &&
      `hand off to ${flows.find((f) => f.id === r.handoffFlowID)?.name ?? `flow ${r.handoffFlowID}`}`,
  ].filter(Boolean);
  const when = r.sectionID
    ? (flow.sections.find((s) => s.id === r.sectionID)?.name ?? 'a section')
    : 'the flow';
  return `${r.name}: on ${r.onResult} of ${when}, ${what.join(', ')}`;
}

/** The flow's redirect groups in order; on a draft each can be edited, moved and deleted. */
export function RedirectGroupList({
  flow,
  flows,
  changes,
}: Omit<ListProps, 'catalog'> & { /** Flows to hand off to. */ flows: HandoffFlows }) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Card withBorder component="section" aria-label="Redirect groups">
      <Stack gap="xs">
        <Title order={3}>Redirect groups</Title>
        {flow.redirectGroups.length === 0 && <Text size="sm">None yet.</Text>}
        {flow.redirectGroups.map((r, i) => (
          <Stack key={r.id} gap={2}>
            <Group justify="space-between">
              <Text size="sm">{outcomeText(flow, flows, r)}</Text>
              {changes && (
                <PieceActions
                  what={`redirect group ${r.name}`}
                  first={i === 0}
                  last={i === flow.redirectGroups.length - 1}
                  onEdit={() => setEditing(r.id)}
                  onMove={(d) => void changes.move('RedirectGroup', r.id, d)}
                  onDelete={() => void changes.remove('RedirectGroup', r.id)}
                />
              )}
            </Group>
            {changes && editing === r.id && (
              <RedirectForm
                flow={flow}
                flows={flows}
                group={r}
                submit={(input) => changes.save('RedirectGroup', input, r.id)}
                onCancel={() => setEditing(null)}
                onDone={() => setEditing(null)}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
