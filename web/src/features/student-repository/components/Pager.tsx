import { Pagination } from '@mantine/core';

/** Pages of a list, shown only when there is more than one. */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      aria-label={label}
      getControlProps={(c) => ({ 'aria-label': `${label}: ${c}` })}
    />
  );
}
