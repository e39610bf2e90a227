import { useState } from 'react';
import type { AutoVerifyPurpose } from '../../../__generated__/graphql';
import { useAutoVerifyRunsCsvLazyQuery, useAutoVerifyRunsQuery } from '../graphql/auto-verify.generated';
import { useAidYear } from '../../schools/hooks/useAidYear';

/** Rows on a page of the auto-verify report. */
export const RUNS_PAGE_SIZE = 50;

/**
 * The aid year's recorded auto-verify runs as the report shows them: its page, sort, outcome and text filters (a
 * change of filter or sort goes back to page 1), and the CSV export of every page.
 */
export function useAutoVerifyRuns(purpose: AutoVerifyPurpose) {
  const { aidYear } = useAidYear();
  const [page, setPage] = useState(1);
  const [sortBy, setSortBy] = useState('createdAt');
  const [sortDirection, setSortDirection] = useState<'ASC' | 'DESC'>('DESC');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [text, setText] = useState('');
  const search = {
    aidYear: aidYear ?? 0,
    purpose,
    page,
    pageSize: RUNS_PAGE_SIZE,
    sortBy,
    sortDirection,
    outcome,
    text: text || null,
  };
  const { data, loading, error } = useAutoVerifyRunsQuery({
    variables: { search },
    skip: aidYear === null,
    fetchPolicy: 'network-only',
  });
  const [exportCsv, csv] = useAutoVerifyRunsCsvLazyQuery({ fetchPolicy: 'network-only' });

  const download = async () => {
    const res = await exportCsv({ variables: { search: { ...search, page: null, pageSize: null } } });
    const file = res.data?.autoVerifyRunsCsv;
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    a.click();
    URL.revokeObjectURL(url);
  };
  const sort = (key: string) => {
    if (key === sortBy) setSortDirection(sortDirection === 'ASC' ? 'DESC' : 'ASC');
    else {
      setSortBy(key);
      setSortDirection('ASC');
    }
    setPage(1);
  };
  const filterText = (value: string) => {
    setText(value);
    setPage(1);
  };
  const filterOutcome = (value: string | null) => {
    setOutcome(value);
    setPage(1);
  };
  return {
    aidYear,
    ...{ page, setPage, sortBy, sortDirection, sort, outcome, filterOutcome, text, filterText },
    ...{ data, loading, error, download, exporting: csv.loading },
  };
}
