import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import type { ComboboxData } from '@mantine/core';

/** One branch: when a question's answer equals a value, go to a step. */
export type StepBranch = { questionKey: string; equals: string; nextStepKey: string };

interface StepBranchRowProps {
  /** The branch's number, from 1 (names its fields). */
  n: number;
  /** The branch's values. */
  rule: StepBranch;
  /** The choices of the question the branch reads, if it has any (else the answer is typed). */
  choices?: { value: string; label: string }[];
  /** The questions a branch may read, grouped by step. */
  branchQuestions: ComboboxData;
  /** The steps a branch may go to. */
  targets: { value: string; label: string }[];
  /** Changes some of the branch's values. */
  onChange: (patch: Partial<StepBranch>) => void;
  /** Removes the branch. */
  onRemove: () => void;
}

/** A branch's row: the question, the answer that takes it, and the step it goes to. */
export function StepBranchRow({
  n,
  rule: r,
  choices,
  branchQuestions,
  targets,
  onChange,
  onRemove,
}: StepBranchRowProps) {
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <Select
        label={`Branch ${n}: when`}
        placeholder="Question"
        data={branchQuestions}
        value={r.questionKey || null}
        onChange={(v) => onChange({ questionKey: v ?? '' })}
        w={260}
      />
      {choices && choices.length > 0 ? (
        <Select
          label={`Branch ${n}: answer is`}
          data={choices.map((c) => ({ value: c.value, label: c.label }))}
          value={r.equals || null}
          onChange={(v) => onChange({ equals: v ?? '' })}
          w={180}
        />
      ) : (
        <TextInput
          label={`Branch ${n}: answer is`}
          value={r.equals}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ equals: v });
          }}
          w={180}
        />
      )}
      <Select
        label={`Branch ${n}: go to`}
        data={targets}
        value={r.nextStepKey || null}
        onChange={(v) => onChange({ nextStepKey: v ?? '' })}
        w={220}
      />
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove branch ${n}`} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}
