import { useState } from 'react';
import type { StudentRepositoryMatchStatus } from '../../../__generated__/graphql';
import {
  useProcessStudentRepositoryMutation,
  useReviewStudentRepositoryMatchMutation,
  useStudentRepositoryRowIdsLazyQuery,
  useStudentRepositoryUploadDetailsQuery,
  useStudentRepositoryUploadsQuery,
} from '../graphql/student-repository.generated';
import { useRowSelection } from './useRowSelection';

/**
 * One roster upload: its rows (filtered by match, paged), the unmatched ISIR students' page, the rows chosen for
 * processing, and reviewing a proposed match or processing the chosen rows (each says how it went, then reads again).
 */
export function useRosterUploadDetails(uploadId: number) {
  const [status, setStatus] = useState<'ALL' | StudentRepositoryMatchStatus>('ALL');
  const [page, setPage] = useState(1);
  const [unmatchedPage, setUnmatchedPage] = useState(1);
  const matchStatus = status === 'ALL' ? null : status;
  const upload = useStudentRepositoryUploadsQuery({ variables: { uploadId }, fetchPolicy: 'network-only' });
  const details = useStudentRepositoryUploadDetailsQuery({
    variables: { uploadId, matchStatus, page, unmatchedPage },
    fetchPolicy: 'network-only',
  });
  const rows = details.data?.studentRepositoryRows;
  const { selected, toggle, setSelected } = useRowSelection(rows?.items);
  const [review, { loading: reviewing }] = useReviewStudentRepositoryMatchMutation();
  const [process, { loading: processing }] = useProcessStudentRepositoryMutation();
  const [allIds] = useStudentRepositoryRowIdsLazyQuery({ fetchPolicy: 'network-only' });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const u = upload.data?.studentRepositoryUploads.items[0];

  const refresh = async () => {
    await Promise.all([details.refetch(), upload.refetch()]);
  };
  const onReview = async (rowId: number, accept: boolean) => {
    const { data } = await review({ variables: { rowId, accept } });
    const r = data?.reviewStudentRepositoryMatch;
    setOutcome(
      r?.ok
        ? { ok: true, message: accept ? 'Match accepted: the row now fills the student' : 'Match rejected' }
        : { ok: false, message: r?.error?.message ?? 'The match could not be reviewed' },
    );
    await refresh();
  };
  const selectAll = async () => {
    const { data } = await allIds({ variables: { uploadId, matchStatus: 'MATCHED' } });
    setSelected(new Set(data?.studentRepositoryRowIds ?? []));
  };
  const onProcess = async () => {
    const { data } = await process({ variables: { uploadId, rowIds: [...selected] } });
    const r = data?.processStudentRepository;
    setOutcome(
      r?.ok
        ? {
            ok: true,
            message: `${r.message}${r.skipped ? `; ${r.skipped} not selected for verification` : ''}`,
          }
        : { ok: false, message: r?.error?.message ?? 'Processing failed' },
    );
    await refresh();
  };
  const showRows = (v: typeof status) => {
    setStatus(v);
    setPage(1);
  };

  return {
    ...{ u, upload, details, rows, status, showRows, page, setPage, unmatchedPage, setUnmatchedPage },
    ...{ selected, toggle, selectAll, onReview, reviewing, onProcess, processing, outcome },
  };
}
