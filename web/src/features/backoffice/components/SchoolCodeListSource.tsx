import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTitleIvSchoolListSourceQuery } from '../graphql/backoffice.generated';
import { showAlert } from '../../alerts/alertStore';
import { uploadSchoolCodeList } from '../schoolCodeList';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Says which Title IV school list is loaded (FSA's, or the hand-typed sample) and loads a new year's list. */
export function SchoolCodeListSource() {
  const { data, error } = useTitleIvSchoolListSourceQuery({ fetchPolicy: 'network-only' });
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const source = data?.titleIvSchoolListSource;

  const load = async () => {
    if (!file) return;
    setBusy(true);
    const r = await uploadSchoolCodeList(file);
    setBusy(false);
    if (!r.ok) {
      showAlert.error(r.message);
      return;
    }
    showAlert.success(r.message);
    setFile(null);
    // This source and the states, cities and schools the picker shows are all the old list's.
    await client.refetchQueries({
      include: ['TitleIvSchoolListSource', 'TitleIvStates', 'TitleIvCities', 'TitleIvSchools'],
    });
  };

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {source?.sample && (
        <Alert color="yellow" title="Sample list — load FSA's Federal School Code List">
          These {source.schoolCount} schools were typed in by hand and their codes are not verified: do not
          rely on them. Download the Federal School Code List from FSA Partner Connect and load it here (the
          .xlsx as posted, or saved as CSV).
        </Alert>
      )}
      {source?.lastLoad && (
        <Text>
          {source.schoolCount} schools, loaded {DATE.format(new Date(source.lastLoad.loadedAt))} from{' '}
          {source.lastLoad.fileName} by {source.lastLoad.loadedBy}
          {source.lastLoad.foreignSchoolCount > 0 && ` (${source.lastLoad.foreignSchoolCount} foreign)`}
        </Text>
      )}
      <Group align="end">
        <FileInput
          label="Federal School Code List (.xlsx or CSV)"
          description="Replaces the whole list; a file with any fault changes nothing"
          placeholder="Choose the file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
        />
        <Button onClick={load} disabled={!file} loading={busy}>
          Load list
        </Button>
      </Group>
    </Stack>
  );
}
