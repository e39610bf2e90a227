import { Button } from '@mantine/core';
import { useDraftAutoVerifyFlowMutation } from '../graphql/auto-verify.generated';
import type { FlowChanges } from '../hooks/useFlowChanges';
import type { Flow, Outcome } from './types';

/** A draft's Publish and Delete flow buttons; a published or retired version's Make a draft to edit. */
export function FlowStatusActions({
  flow: f,
  isDraft,
  changes,
  onFlowChange,
  onDeleted,
}: {
  /** The flow version shown. */
  flow: Flow;
  /** Whether it is a draft (editable). */
  isDraft: boolean;
  /** The designer's changes to the flow. */
  changes: FlowChanges;
  /** Another version is to be shown (a draft was made); the flow list changed. */
  onFlowChange: (id: number) => void;
  /** The flow was deleted: the page shows the message. */
  onDeleted: (outcome: Outcome) => void;
}) {
  const [draft] = useDraftAutoVerifyFlowMutation();
  return isDraft ? (
    <>
      <Button
        onClick={async () => {
          const o = await changes.save('Flow', { status: 'PUBLISHED' }, f.flow.id);
          if (!o?.ok) changes.show(o);
          else onFlowChange(f.flow.id);
        }}
      >
        Publish
      </Button>
      <Button
        color="red.9"
        variant="outline"
        onClick={async () => {
          const o = await changes.remove('Flow', f.flow.id);
          if (o?.ok) onDeleted(o);
        }}
      >
        Delete flow
      </Button>
    </>
  ) : (
    <Button
      variant="default"
      onClick={async () => {
        const res = await draft({ variables: { id: f.flow.id } });
        changes.show(res.data?.draftAutoVerifyFlow);
        if (res.data?.draftAutoVerifyFlow.id) onFlowChange(res.data.draftAutoVerifyFlow.id);
      }}
    >
      Make a draft to edit
    </Button>
  );
}
