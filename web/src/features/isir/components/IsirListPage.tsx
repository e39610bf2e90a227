import { Alert, Stack, Title } from '@mantine/core';
import { PageNavigation } from '../../layout/components/PageNavigation';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useIsirRecordsQuery, useIsirUploadQuery } from '../graphql/isir.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { IsirRecordsTable } from './IsirRecordsTable';
import { IsirUploadSummary } from './IsirUploadSummary';

const PAGE_SIZE = 50;

/** /IsirListPage/{isirid}: the records of one ISIR file (SSN as last four), each linking to the student's ISIR. */
export function IsirListPage() {
  const { isirid } = useParams();
  const id = Number(isirid);
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(id) && id > 0;
  const upload = useIsirUploadQuery({ variables: { id }, skip: !valid });
  const records = useIsirRecordsQuery({
    variables: { input: { uploadId: id, page, pageSize: PAGE_SIZE } },
    skip: !valid,
  });
  if (!valid) return <Alert color="red">'{isirid}' is not an ISIR file id.</Alert>;
  const u = upload.data?.isirUpload;
  return (
    <Stack gap="md">
      <Title order={1}>ISIR File Records</Title>
      {upload.error && (
        <Alert color="red" role="alert">
          {upload.error.message}
        </Alert>
      )}
      {u && <IsirUploadSummary upload={u} />}
      {records.loading && !records.data ? (
        <LoadingText />
      ) : records.error ? (
        <Alert color="red" role="alert">
          {records.error.message}
        </Alert>
      ) : (
        <>
          <IsirRecordsTable records={records.data?.isirRecords.items ?? []} />
          {(records.data?.isirRecords.total ?? 0) > PAGE_SIZE && (
            <PageNavigation
              label="ISIR record pages"
              value={page}
              onChange={setPage}
              total={Math.ceil(records.data!.isirRecords.total / PAGE_SIZE)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
