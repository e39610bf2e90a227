import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  FtiSetupDocument,
  useFtiSetupQuery,
  useSaveFtiSetupMutation,
} from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';

const FAILED = 'Add/Update FTI Setup Failed';

interface Draft {
  ftiEnabled: boolean;
  agreementSignedBy: string;
  agreementDate: string;
}

/** FTI setup: whether staff may see the ISIR's federal tax information, and the agreement that allows it. */
export function FtiSetupSection() {
  const { data, loading, error } = useFtiSetupQuery({ fetchPolicy: 'network-only' });
  const [save, saving] = useSaveFtiSetupMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the FTI setup'}
      </Alert>
    );
  const current = draft ?? {
    ftiEnabled: data.ftiSetup.ftiEnabled,
    agreementSignedBy: data.ftiSetup.agreementSignedBy ?? '',
    agreementDate: data.ftiSetup.agreementDate ?? '',
  };
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = (
        await save({
          variables: { input: current },
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
        setFieldErrors({});
        setDraft(null);
      } else {
        showAlert.error(FAILED);
        setFieldErrors(Object.fromEntries((r?.error?.inputErrors ?? []).map((i) => [i.path, i.message])));
      }
    } catch {
      showAlert.error(FAILED);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="fti-setup-title">
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="fti-setup-title">
            FTI Setup
          </Title>
          <Text size="sm">
            Federal tax information on ISIRs shows only when enabled under a signed agreement.
          </Text>
          <Switch
            label="FTI enabled"
            checked={current.ftiEnabled}
            onChange={(e) => change({ ftiEnabled: e.currentTarget.checked })}
          />
          <Group align="start" grow>
            <TextInput
              label="Agreement signed by"
              value={current.agreementSignedBy}
              error={fieldErrors.agreementSignedBy}
              onChange={(e) => change({ agreementSignedBy: e.currentTarget.value })}
            />
            <TextInput
              label="Agreement date"
              type="date"
              value={current.agreementDate}
              error={fieldErrors.agreementDate}
              onChange={(e) => change({ agreementDate: e.currentTarget.value })}
            />
          </Group>
          <Group>
            <Button type="submit" loading={saving.loading} disabled={!draft}>
              Save FTI setup
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
