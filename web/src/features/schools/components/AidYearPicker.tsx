import { Select, Text } from '@mantine/core';
import { formatAidYear } from '../aidYear';

export interface AidYearPickerProps {
  /** Aid years the school offers. */
  aidYears: readonly number[];
  /** The chosen aid year. */
  value: number | null;
  /** Called with the newly chosen aid year. */
  onChange: (aidYear: number) => void;
}

/** The aid year staff work in, labelled '2026-2027'; plain text when the school offers only one. */
export function AidYearPicker({ aidYears, value, onChange }: AidYearPickerProps) {
  if (aidYears.length <= 1) {
    const only = aidYears[0] ?? value;
    return (
      <Text size="sm" fw={500} data-testid="aid-year">
        {only != null ? formatAidYear(only) : ''}
      </Text>
    );
  }
  const sorted = [...aidYears].sort((a, b) => b - a);
  return (
    <Select
      aria-label="Aid year"
      size="xs"
      w={130}
      allowDeselect={false}
      data={sorted.map((year) => ({ value: String(year), label: formatAidYear(year) }))}
      value={value != null ? String(value) : null}
      onChange={(year) => {
        if (year) onChange(Number(year));
      }}
    />
  );
}
