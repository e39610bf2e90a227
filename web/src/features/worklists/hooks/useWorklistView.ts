import { useState } from 'react';
import type { WorklistSort } from '../../../__generated__/graphql';

/** What one worklist screen shows: its page, order and filters, and how each is changed. */
export interface WorklistView {
  page: number;
  pageSize: number;
  sort: WorklistSort;
  descending: boolean;
  /** The filter applied (the one typed is applied on submit). */
  filter: string;
  assignedToMe: boolean;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: WorklistSort) => void;
  setDescending: (descending: boolean) => void;
  setFilter: (filter: string) => void;
  setAssignedToMe: (assignedToMe: boolean) => void;
}

/** A worklist's view state; a change of which students are listed, or how many a page holds, goes back to page 1. */
export function useWorklistView(): WorklistView {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(100);
  const [sort, setSort] = useState<WorklistSort>('NAME');
  const [descending, setDescending] = useState(false);
  const [filter, setFilter] = useState('');
  const [assignedToMe, setAssignedToMe] = useState(false);
  return {
    page,
    pageSize,
    sort,
    descending,
    filter,
    assignedToMe,
    setPage,
    setPageSize: (n) => {
      setPageSize(n);
      setPage(1);
    },
    setSort: (s) => {
      setSort(s);
      setPage(1);
    },
    // The direction only reorders: the page stays.
    setDescending,
    setFilter: (f) => {
      setFilter(f);
      setPage(1);
    },
    setAssignedToMe: (on) => {
      setAssignedToMe(on);
      setPage(1);
    },
  };
}
