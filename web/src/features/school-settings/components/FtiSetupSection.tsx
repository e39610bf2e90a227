import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FtiSetupDocument,
  type FtiSetupQuery,
  useFtiSetupQuery,
  useSaveFtiSetupMutation,
} from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const FAILED = 'Add/Update FTI Setup Failed';

/** FTI setup: whether staff may see the ISIR's federal tax information, and the agreement that allows it. */
export function FtiSetupSection() {
  const { data, loading, error } = useFtiSetupQuery({ fetchPolicy: 'network-only' });

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the FTI setup'}
      </Alert>
    );
  return <FtiSetupForm setup={data.ftiSetup} />;
}

function FtiSetupForm({ setup }: { setup: FtiSetupQuery['ftiSetup'] }) {
  const [save, saving] = useSaveFtiSetupMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      ftiEnabled: setup.ftiEnabled,
      agreementSignedBy: setup.agreementSignedBy ?? '',
      agreementDate: setup.agreementDate ?? '',
    },
  });
  const server = useServerErrors(form);

  const onSubmit = form.onSubmit(async (input) => {
    server.clear();
    try {
      const r = (
        await save({
          variables: { input },
          // The setup has no id to normalise by, so the saved one replaces the query's answer directly.
          update: (cache, { data: saved }) => {
            if (saved?.saveFtiSetup.ftiSetup) {
              cache.writeQuery({ query: FtiSetupDocument, data: { ftiSetup: saved.saveFtiSetup.ftiSetup } });
            }
          },
        })
      ).data?.saveFtiSetup;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successful Update');
        form.resetDirty(input);
      } else {
        // The spec's failure message on the page; the services' reason in the form and under its field.
        showAlert.error(FAILED);
        server.show(r?.error, FAILED);
      }
    } catch (e) {
      showAlert.error(FAILED);
      server.show(e instanceof Error ? e : null, FAILED);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="fti-setup-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="fti-setup-title">
            FTI Setup
          </Title>
          <Text size="sm">
            Federal tax information on ISIRs shows only when enabled under a signed agreement.
          </Text>
          {server.formError && (
            <Alert color="red" role="alert">
              {server.formError}
            </Alert>
          )}
          <Switch label="FTI enabled" {...form.getInputProps('ftiEnabled', { type: 'checkbox' })} />
          <Group align="start" grow>
            <TextInput label="Agreement signed by" {...form.getInputProps('agreementSignedBy')} />
            <TextInput label="Agreement date" type="date" {...form.getInputProps('agreementDate')} />
          </Group>
          <Group>
            <Button type="submit" loading={saving.loading} disabled={!form.isDirty()}>
              Save FTI setup
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
