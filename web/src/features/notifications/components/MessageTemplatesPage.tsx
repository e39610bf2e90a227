import { Alert, Stack, Title } from '@mantine/core';
import {
  useInstallationMessageTemplatesQuery,
  useMessageTemplatesQuery,
  useResetMessageTemplateMutation,
  useSaveInstallationMessageTemplateMutation,
  useSaveMessageTemplateMutation,
} from '../graphql/notifications.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { ReminderPlanSection } from './ReminderPlanSection';
import { MessageTemplate } from './MessageTemplate';

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
        <MessageTemplate
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
        <MessageTemplate
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
