import { Button, Group, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useUpdateCommentCodeInfoMutation } from '../../school-settings/graphql/school-settings.generated';
import { runFormAction } from '../../alerts/outcome';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

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
  const form = useForm({ mode: 'controlled', initialValues: { description, display } });
  const server = useServerErrors(form);
  // The school's meaning of a code shows on the student's comment codes, which are another type.
  const [save, state] = useUpdateCommentCodeInfoMutation({ refetchQueries: ['StudentVerification'] });
  const submit = form.onSubmit(async (item) => {
    const ok = await runFormAction(
      server,
      async () =>
        (
          await save({
            variables: { aidYear, item: { code, ...item, description: item.description.trim() } },
          })
        ).data?.updateCommentCodeInfo,
      'Update failed',
      'Successful Update',
    );
    if (ok) setOpen(false);
  });
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => {
          form.setValues({ description, display });
          server.clear();
          setOpen(true);
        }}
      >
        Edit meaning
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Comment code ${code}`}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Textarea label="Meaning" rows={4} {...form.getInputProps('description')} />
            <Switch
              label="Show this code to staff"
              {...form.getInputProps('display', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={state.loading}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
