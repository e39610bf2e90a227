import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useUpdateCommentCodeInfoMutation } from '../../school-settings/graphql/school-settings.generated';
import { runAction } from '../../alerts/outcome';

/** Lets a verifier with SETTINGS_VIEW say what a comment code means for the aid year, from the code itself. */
export function CommentCodeMeaning({
  aidYear,
  code,
  description,
  display,
}: {
  /** The aid year the meaning applies to. */
  aidYear: number;
  /** The three-digit comment code. */
  code: string;
  /** The meaning today. */
  description: string;
  /** Whether the code shows to staff today. */
  display: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(description);
  const [shown, setShown] = useState(display);
  // The school's meaning of a code shows on the student's comment codes, which are another type.
  const [save, state] = useUpdateCommentCodeInfoMutation({ refetchQueries: ['StudentVerification'] });
  const submit = async () => {
    const ok = await runAction(
      async () =>
        (await save({ variables: { aidYear, item: { code, description: text.trim(), display: shown } } }))
          .data?.updateCommentCodeInfo,
      'Update failed',
      'Successful Update',
    );
    if (ok) setOpen(false);
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => {
          setText(description);
          setShown(display);
          setOpen(true);
        }}
      >
        Edit meaning
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Comment code ${code}`}>
        <Stack>
          <Textarea label="Meaning" rows={4} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Switch
            label="Show this code to staff"
            checked={shown}
            onChange={(e) => setShown(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={state.loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
