import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useInstallationMessageTemplatesQuery,
  useMessageTemplatesQuery,
  useResetMessageTemplateMutation,
  useSaveInstallationMessageTemplateMutation,
  useSaveMessageTemplateMutation,
  type MessageTemplateFieldsFragment,
} from '../graphql/notifications.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { ReminderPlanSection } from './ReminderPlanSection';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { MutationResult } from '../../errors/serverErrors';

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
  template: MessageTemplateFieldsFragment;
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

/** /MessageTemplates: the messages the product sends (sign-in codes), in this school's wording. */
export function MessageTemplatesPage() {
  const { data, loading, error, refetch } = useMessageTemplatesQuery({ fetchPolicy: 'network-only' });
  const [save] = useSaveMessageTemplateMutation();
  const [reset] = useResetMessageTemplateMutation();
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve message templates'}
      </Alert>
    );
  return (
    <Stack gap="md" maw={800}>
      <Title order={1}>Message Templates</Title>
      <ReminderPlanSection />
      {data.messageTemplates.map((t) => (
        <TemplateEditor
          // A reset or save changes the text shown: a fresh editor per version.
          key={`${t.defaultId}:${t.isSchoolOverride}:${t.subject}:${t.body}`}
          template={t}
          onSave={async (subject, body) => {
            const r = (await save({ variables: { defaultId: t.defaultId, subject, body } })).data
              ?.saveMessageTemplate;
            if (r?.ok) await refetch();
            return r;
          }}
          onReset={async () => {
            const r = (await reset({ variables: { defaultId: t.defaultId } })).data?.resetMessageTemplate;
            if (r?.ok) await refetch();
            return r;
          }}
        />
      ))}
    </Stack>
  );
}

/** Back-office: the installation's wording, which every school without its own uses. */
export function InstallationMessageTemplates() {
  const { data, loading, error, refetch } = useInstallationMessageTemplatesQuery({
    fetchPolicy: 'network-only',
  });
  const [save] = useSaveInstallationMessageTemplateMutation();
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve message templates'}
      </Alert>
    );
  return (
    <Stack gap="md" maw={800}>
      <Title order={2}>Message templates of the installation</Title>
      {data.installationMessageTemplates.map((t) => (
        <TemplateEditor
          key={`${t.defaultId}:${t.subject}:${t.body}`}
          template={t}
          headingOrder={3}
          onSave={async (subject, body) => {
            const r = (await save({ variables: { defaultId: t.defaultId, subject, body } })).data
              ?.saveInstallationMessageTemplate;
            if (r?.ok) await refetch();
            return r;
          }}
        />
      ))}
    </Stack>
  );
}
