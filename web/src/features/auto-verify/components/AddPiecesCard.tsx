import { Card, Stack } from '@mantine/core';
import type { FlowChanges } from '../hooks/useFlowChanges';
import { useFreshForms } from '../hooks/useFreshForms';
import { ComponentForm } from './ComponentForm';
import { ConditionForm } from './ConditionForm';
import { RedirectForm, type HandoffFlows } from './RedirectForm';
import { ConditionSetForm, SectionForm } from './SectionForms';
import type { Catalog, Flow } from './types';

/** A draft's forms that add a section, condition set, component, condition or redirect group. */
export function AddPiecesCard({
  flow: f,
  catalog,
  flows,
  edit,
}: {
  /** The draft the pieces are added to. */
  flow: Flow;
  /** The pickers of the flow's aid year. */
  catalog: Catalog;
  /** The aid year's flows, to hand off to. */
  flows: HandoffFlows;
  /** The designer's changes to the flow. */
  edit: FlowChanges;
}) {
  const fresh = useFreshForms();
  return (
    <Card withBorder component="section" aria-label="Add pieces">
      <Stack gap="sm">
        <SectionForm
          key={fresh.keyOf('section')}
          onDone={fresh.done('section')}
          flow={f}
          catalog={catalog}
          submit={(input) => edit.save('Section', input)}
        />
        <ConditionSetForm
          key={fresh.keyOf('set')}
          onDone={fresh.done('set')}
          flow={f}
          submit={(input) => edit.save('ConditionSet', input)}
        />
        <ComponentForm
          key={fresh.keyOf('component')}
          onDone={fresh.done('component')}
          flow={f}
          catalog={catalog}
          submit={(input) => edit.save('Component', input)}
        />
        <ConditionForm
          key={fresh.keyOf('condition')}
          onDone={fresh.done('condition')}
          flow={f}
          submit={(input) => edit.save('Condition', input)}
        />
        <RedirectForm
          key={fresh.keyOf('redirect')}
          onDone={fresh.done('redirect')}
          flow={f}
          flows={flows}
          submit={(input) => edit.save('RedirectGroup', input)}
        />
      </Stack>
    </Card>
  );
}
