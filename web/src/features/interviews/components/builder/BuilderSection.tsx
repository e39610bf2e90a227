import { Button, Paper, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { BuilderAnswer } from '../../hooks/useBuilderEdit';
import { showAlert } from '../../../alerts/alertStore';
import { useServerErrors } from '../../../errors/hooks/useServerErrors';

/** What a section's send answers: the builder's result, `null` when the form itself refused (and said why). */
export type SectionAnswer = BuilderAnswer | null | undefined;

/**
 * One panel of the builder: a titled @mantine/form form that sends its values, shows the spec's success or failure
 * message, puts a refusal's field errors under their fields, and calls `onDone` after a success.
 */
export function BuilderSection<Values>({
  title,
  submit,
  form,
  failure,
  send,
  onDone,
  children,
}: {
  /** The panel's heading. */
  title: string;
  /** The submit button's text. */
  submit: string;
  /** The panel's fields. */
  form: UseFormReturnType<Values>;
  /** The spec's message when the change fails without a reason from the server. */
  failure: string;
  /** Sends the values. */
  send(values: Values): Promise<SectionAnswer>;
  /** After a success: clear the form, read the template again. */
  onDone?(result: BuilderAnswer, values: Values): Promise<unknown> | void;
  /** The fields (and any other control). */
  children: ReactNode;
}) {
  const server = useServerErrors(form);
  const [busy, setBusy] = useState(false);
  const onSubmit = form.onSubmit(async (values) => {
    server.clear();
    setBusy(true);
    try {
      const result = await send(values);
      if (result === null) return;
      if (result?.ok) {
        showAlert.success(result.message ?? 'Successful Update');
        await onDone?.(result, values);
        return;
      }
      showAlert.error(result?.error?.message ?? failure);
      server.show(result?.error, failure);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
        <Button type="submit" loading={busy} w="fit-content">
          {submit}
        </Button>
      </Stack>
    </Paper>
  );
}
