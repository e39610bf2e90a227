import { Pagination } from '@mantine/core';

export interface PageNavigationProps {
  /** What is paged, for screen readers (e.g. "Worklist pages"). */
  label: string;
  /** How many pages there are. */
  total: number;
  /** The page shown, from 1. */
  value: number;
  /** Called with the page asked for. */
  onChange: (page: number) => void;
}

/** Page numbers with previous/next arrows; the arrows carry names, which Mantine's icon buttons lack (axe button-name). */
export function PageNavigation({ label, total, value, onChange }: PageNavigationProps) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      aria-label={label}
      getControlProps={(control) => ({
        'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
      })}
    />
  );
}
