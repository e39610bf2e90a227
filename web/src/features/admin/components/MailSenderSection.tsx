import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  useSchoolMailSenderQuery,
  useUpdateSchoolMailSenderMutation,
  type SchoolMailSenderQuery,
} from '../graphql/mail-sender.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const FAILED = 'Update school failed';
type Sender = NonNullable<SchoolMailSenderQuery['currentSchool']>;

/**
 * The school's own e-mail sender on /SchoolProfile: the name families see as the sender of its e-mails and the
 * address their replies reach. Empty falls back to the school's name and the installation's reply-to.
 */
export function MailSenderSection({ mayEdit }: { mayEdit: boolean }) {
  const { data, loading, error } = useSchoolMailSenderQuery();
  const school = data?.currentSchool;
  if (loading && !school) return <LoadingText />;
  if (!school)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the school'}
      </Alert>
    );
  return <MailSenderForm key={school.schoolCode} school={school} mayEdit={mayEdit} />;
}

const valuesOf = (s: Sender) => ({
  mailSenderName: s.mailSenderName ?? '',
  mailReplyTo: s.mailReplyTo ?? '',
});

function MailSenderForm({ school, mayEdit }: { school: Sender; mayEdit: boolean }) {
  const [update, { loading: saving }] = useUpdateSchoolMailSenderMutation();
  const form = useForm({ mode: 'controlled', initialValues: valuesOf(school) });
  const server = useServerErrors(form);

  const submit = form.onSubmit(async (values) => {
    server.clear();
    try {
      const r = (await update({ variables: { input: values } })).data?.updateSchoolProfile;
      if (r?.ok && r.school) {
        showAlert.success(r.message ?? 'Successfully Updated School');
        form.setValues(valuesOf({ ...school, ...r.school }));
        form.resetDirty(valuesOf({ ...school, ...r.school }));
        return;
      }
      showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="E-mail sender">
      <Stack gap="sm">
        <Title order={2} size="h3">
          E-mail sender
        </Title>
        <Text c="dimmed" size="sm">
          How the school&apos;s e-mails (sign-in codes, password links, reminders) arrive.
        </Text>
        <TextInput
          label="Sender name"
          description={`Shown as the sender; empty: ${school.schoolName}`}
          readOnly={!mayEdit}
          {...form.getInputProps('mailSenderName')}
        />
        <TextInput
          label="Reply-to address"
          description="Where replies go; empty: the installation's reply-to address"
          type="email"
          readOnly={!mayEdit}
          {...form.getInputProps('mailReplyTo')}
        />
        {mayEdit && (
          <Group>
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              Save sender
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
