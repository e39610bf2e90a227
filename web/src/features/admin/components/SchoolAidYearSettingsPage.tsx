import { Alert, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useAddAidYearMutation,
  useAidYearSettingsQuery,
  useRolloverAidYearMutation,
} from '../graphql/admin.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { RolloverSummaryList, type RolloverSummaryFields } from './RolloverSummaryList';
import { AidYearSettingsPanel, reportSettingsOutcome as report } from './AidYearSettingsPanel';

/** /SchoolAidYearSettings: the school's aid years, each with its settings; a year can be added. */
export function SchoolAidYearSettingsPage() {
  const { data, loading, error, refetch } = useAidYearSettingsQuery({ fetchPolicy: 'network-only' });
  const [add, adding] = useAddAidYearMutation();
  const form = useForm({ mode: 'controlled', initialValues: { aidYear: '' as number | string } });
  const addYear = form.onSubmit(async ({ aidYear }) => {
    report(
      (await add({ variables: { aidYear: Number(aidYear) } })).data?.addAidYear,
      'School Aid Year could not be added',
    );
    await refetch();
  });
  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the aid years'}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={1}>School Aid Year Settings</Title>
      <form onSubmit={addYear} noValidate>
        <Group align="end">
          <NumberInput
            label="Add aid year"
            description="e.g. 2028 for 2027-2028"
            min={2000}
            max={2100}
            {...form.getInputProps('aidYear')}
          />
          <Button type="submit" loading={adding.loading} disabled={form.values.aidYear === ''}>
            Add aid year
          </Button>
        </Group>
      </form>
      {data.aidYearSettings.map((y) => (
        <AidYearSettingsPanel key={y.id} year={y} />
      ))}
    </Stack>
  );
}

/** /SchoolAnnualRollover: the next aid year starts as a copy of the chosen one. */
export function SchoolAnnualRolloverPage() {
  const { data, loading, refetch } = useAidYearSettingsQuery({ fetchPolicy: 'network-only' });
  const [rollover, state] = useRolloverAidYearMutation();
  const years = data?.aidYearSettings.map((y) => y.aidYear) ?? [];
  const form = useForm({ mode: 'controlled', initialValues: { fromAidYear: null as string | null } });
  const [carried, setCarried] = useState<{ toAidYear: number; summary: RolloverSummaryFields } | null>(null);
  if (loading && !data) return <LoadingText />;
  // Until one is chosen, the latest year is the one rolled over.
  const chosen = form.values.fromAidYear ?? (years.length ? String(years[years.length - 1]) : null);
  const rollOver = form.onSubmit(async () => {
    const result = (await rollover({ variables: { fromAidYear: Number(chosen) } })).data?.rolloverAidYear;
    report(result, 'School Aid Year could not be added');
    setCarried(
      result?.ok && result.rollover ? { toAidYear: Number(chosen) + 1, summary: result.rollover } : null,
    );
    await refetch();
  });
  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>School Annual Rollover</Title>
      <Text>
        Copies an aid year&apos;s settings, verification-group map, ISIR view settings and the interview
        templates its task lists use into the next aid year.
      </Text>
      <form onSubmit={rollOver} noValidate>
        <Group align="end">
          <Select
            label="From aid year"
            data={years.map((y) => ({ value: String(y), label: formatAidYear(y) }))}
            {...form.getInputProps('fromAidYear')}
            value={chosen}
            allowDeselect={false}
          />
          <Button type="submit" loading={state.loading} disabled={!chosen}>
            Roll over to {chosen ? formatAidYear(Number(chosen) + 1) : 'the next year'}
          </Button>
        </Group>
      </form>
      {carried && <RolloverSummaryList toAidYear={carried.toAidYear} summary={carried.summary} />}
    </Stack>
  );
}
