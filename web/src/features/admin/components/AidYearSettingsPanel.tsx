import { Checkbox, Group, Paper, Select, Stack, Title } from '@mantine/core';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useUpdateAidYearSettingsMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { formatAidYear } from '../../schools/aidYear';
import type { MutationResult } from '../../errors/serverErrors';
import {
  AidYearSettingsPanelFragmentDoc,
  type AidYearSettingsPanelFragment,
} from './AidYearSettingsPanel.generated';
import { VerificationGroupMapEditor } from './VerificationGroupMapEditor';

const FLAGS = [
  ['processRCodes', 'Process R codes'],
  ['processCCodes', 'Process C codes'],
  ['isV1Active', 'V1 active'],
  ['isV2Active', 'V2 active'],
  ['isV3Active', 'V3 active'],
  ['isV4Active', 'V4 active'],
  ['isV5Active', 'V5 active'],
  ['isV6Active', 'V6 active'],
  ['studRepo', 'Student repository'],
] as const;

/** An aid-year settings change's outcome as an alert: the services' message, or `failure` when there is none. */
export const reportSettingsOutcome = (r: MutationResult | undefined, failure: string) =>
  r?.ok ? showAlert.success(r.message ?? 'Successful Update') : showAlert.error(r?.error?.message ?? failure);

/** One aid year: its flags, system mode and verification-group map. */
export function AidYearSettingsPanel({
  year: ref,
}: {
  /** The aid year as the settings query holds it (masked: the panel reads its fields from the cache). */
  year: FragmentType<AidYearSettingsPanelFragment>;
}) {
  const { data: year, complete } = useFragment({ fragment: AidYearSettingsPanelFragmentDoc, from: ref });
  const [update, { loading }] = useUpdateAidYearSettingsMutation();
  if (!complete) return null;
  const change = async (settings: Record<string, boolean | string>) =>
    reportSettingsOutcome(
      (await update({ variables: { id: year.id, settings } })).data?.updateAidYearSettings,
      'Update failed',
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {formatAidYear(year.aidYear)}
          </Title>
          <Select
            aria-label={`System mode ${year.aidYear}`}
            data={['LIVE', 'TEST']}
            value={year.systemMode}
            allowDeselect={false}
            disabled={loading}
            onChange={(v) => v && change({ systemMode: v })}
            w={120}
          />
        </Group>
        <Group>
          {FLAGS.map(([k, label]) => (
            <Checkbox
              key={k}
              label={label}
              checked={year[k]}
              disabled={loading}
              onChange={(e) => change({ [k]: e.currentTarget.checked })}
            />
          ))}
        </Group>
        <VerificationGroupMapEditor year={year} />
      </Stack>
    </Paper>
  );
}
