import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { StudentRepositoryTransferFormat } from '../../../__generated__/graphql';
import {
  useGenerateStudentRepositoryTransferFileMutation,
  useStudentRepositoryTransferFileLazyQuery,
  useStudentRepositoryTransferHeadersQuery,
} from '../graphql/student-repository.generated';
import { showAlert } from '../../alerts/alertStore';
import { saveFile } from '../upload';

/** The aid year's transfer files (header report), making one in the chosen layout, and downloading one again. */
export function useTransferFiles(aidYear: number) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { format: 'CSV' as StudentRepositoryTransferFormat },
  });
  const headers = useStudentRepositoryTransferHeadersQuery({
    variables: { aidYear },
    fetchPolicy: 'network-only',
  });
  const [generate, { loading: generating }] = useGenerateStudentRepositoryTransferFileMutation();
  const [download] = useStudentRepositoryTransferFileLazyQuery({ fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  const make = form.onSubmit(async ({ format }) => {
    setFailure(null);
    setMade(null);
    const { data } = await generate({ variables: { aidYear, format } });
    const r = data?.generateStudentRepositoryTransferFile;
    if (!r?.ok) return setFailure(r?.error?.message ?? 'The transfer file could not be made');
    setMade(`${r.header!.fileName} made with ${r.header!.recordCount} students`);
    await headers.refetch();
  });
  const get = async (id: number) => {
    const { data, error } = await download({ variables: { aidYear, id } });
    if (data?.studentRepositoryTransferFile) saveFile(data.studentRepositoryTransferFile);
    else showAlert.error(error?.message ?? 'Download of Student Repo Transfer file failed');
  };
  return { form, headers, make, generating, failure, made, get };
}
