import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAssignableStaffQuery } from '../graphql/assignment.generated';

/** A staff member of the school to assign students to (the services check the school again). */
export function StaffPicker({
  value,
  onChange,
  label = 'Staff member',
  error,
}: {
  /** The chosen staff id, as a string (Select's value). */
  value: string | null;
  /** Called with the chosen staff id. */
  onChange: (value: string | null) => void;
  /** The field label. */
  label?: string;
  /** Why the server refused the choice, shown under the field. */
  error?: ReactNode;
}) {
  const { data, loading } = useAssignableStaffQuery();
  const options = (data?.assignableStaff ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.name} (${m.role})`,
  }));
  return (
    <Select
      label={label}
      placeholder={loading ? 'Loading...' : 'Choose a staff member'}
      searchable
      data={options}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage="No staff member of that name"
      w={300}
    />
  );
}
