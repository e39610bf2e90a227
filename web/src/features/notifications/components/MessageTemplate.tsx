import { Badge, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { MutationResult } from '../../errors/serverErrors';
import { MessageTemplateFragmentDoc, type MessageTemplateFragment } from './MessageTemplate.generated';

const CHANNEL = { EMAIL: 'E-mail', SMS: 'Text message' } as Record<string, string>;

/** One message's subject and body, with its placeholders listed; Save, and for a school's own text, a reset. */
function TemplateEditor({
  template,
  onSave,
  onReset,
  headingOrder = 2,
}: {
  /** The level of the template's heading under the screen's own (h1 on its page, h2 in the back-office). */
  headingOrder?: 2 | 3;
  /** The message as it is sent now. */
  template: MessageTemplateFragment;
  /** Saves the new text; resolves to the outcome. */
  onSave: (subject: string, body: string) => Promise<MutationResult | undefined>;
  /** Back to the installation's text (school screen only). */
  onReset?: () => Promise<MutationResult | undefined>;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { subject: template.subject, body: template.body },
  });
  const server = useServerErrors(form);
  const settle = (r: MutationResult | undefined, failure: string) => {
    if (r?.ok) {
      server.clear();
      showAlert.success(r.message ?? 'Successful Update');
    } else showAlert.error(server.show(r?.error, failure));
  };
  return (
    <Card withBorder component="section" aria-label={template.name}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={headingOrder} size="h3">
            {template.name}
          </Title>
          <Badge variant="light">{CHANNEL[template.channel] ?? template.channel}</Badge>
          {onReset && (
            <Badge color={template.isSchoolOverride ? 'teal' : 'gray'}>
              {template.isSchoolOverride ? "School's own wording" : "Installation's wording"}
            </Badge>
          )}
        </Group>
        <TextInput label="Subject" {...form.getInputProps('subject')} />
        <Textarea label="Body" rows={3} {...form.getInputProps('body')} />
        <Text size="sm" c="dimmed">
          Placeholders: {template.placeholders.map((p) => `{{${p}}}`).join(', ') || 'none'}
        </Text>
        <Group>
          <Button
            onClick={async () => settle(await onSave(form.values.subject, form.values.body), 'Update failed')}
          >
            Save
          </Button>
          {onReset && template.isSchoolOverride && (
            <Button
              variant="subtle"
              onClick={async () => {
                const r = await onReset();
                settle(r, 'Update failed');
              }}
            >
              Use the installation's wording
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** A message template of the school's or the installation's list, read from the cache by id (the list is masked). */
export function MessageTemplate({
  template: ref,
  ...editor
}: Omit<Parameters<typeof TemplateEditor>[0], 'template'> & {
  /** The message as the list query holds it. */
  template: FragmentType<MessageTemplateFragment>;
}) {
  const { data, complete } = useFragment({ fragment: MessageTemplateFragmentDoc, from: ref });
  return complete ? <TemplateEditor template={data} {...editor} /> : null;
}
