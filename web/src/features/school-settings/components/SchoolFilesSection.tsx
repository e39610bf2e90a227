import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSchoolFilesQuery } from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useAidYear } from '../../schools/hooks/useAidYear';
import { uploadSchoolFile } from '../schoolFiles';
import { SchoolFilesTable } from './SchoolFilesTable';

const EVERY_YEAR = 'every';

/** The files the school publishes by aid year and file type: listed, downloaded, uploaded (replacing). */
export function SchoolFilesSection() {
  const { data, loading, error, refetch } = useSchoolFilesQuery({ fetchPolicy: 'network-only' });
  const { aidYears } = useAidYear();
  const form = useForm({
    mode: 'controlled',
    initialValues: { file: null as File | null, fileType: '' as number | string, aidYear: EVERY_YEAR },
  });
  const { file, fileType } = form.values;
  const [uploading, setUploading] = useState(false);

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve the school files'}
      </Alert>
    );

  const upload = form.onSubmit(async ({ file, fileType, aidYear }) => {
    if (!file || fileType === '') return;
    setUploading(true);
    const r = await uploadSchoolFile(file, Number(fileType), aidYear === EVERY_YEAR ? null : Number(aidYear));
    setUploading(false);
    if (r.ok) {
      showAlert.success(r.message);
      form.setFieldValue('file', null);
      await refetch();
    } else showAlert.error(r.message);
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="school-files-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="school-files-title">
          School Files
        </Title>
        {data.schoolFiles.length === 0 ? (
          <Text>No files yet.</Text>
        ) : (
          <SchoolFilesTable files={data.schoolFiles} />
        )}
        <form onSubmit={upload} noValidate aria-label="Upload a school file">
          <Group align="end">
            <FileInput
              label="File"
              placeholder="Choose a file (up to 700 KB)"
              {...form.getInputProps('file')}
              clearable
            />
            <NumberInput
              label="File type"
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('fileType')}
              w={110}
            />
            <Select
              label="For aid year"
              data={[
                { value: EVERY_YEAR, label: 'Every year' },
                ...aidYears.map((y) => ({ value: String(y), label: formatAidYear(y) })),
              ]}
              {...form.getInputProps('aidYear')}
              allowDeselect={false}
              w={160}
            />
            <Button type="submit" loading={uploading} disabled={!file || fileType === ''}>
              Upload file
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
