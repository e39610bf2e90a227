import { Select, Text } from '@mantine/core';
import type { Viewer } from '../../session/authStore';

type SchoolSummary = Viewer['schools'][number];

export interface SchoolPickerProps {
  /** Schools the staff user belongs to. */
  schools: ReadonlyArray<Pick<SchoolSummary, 'schoolCode' | 'schoolName'>>;
  /** Code of the session's school. */
  currentSchoolCode: string;
  /** Called with the chosen school's code. */
  onSwitch: (schoolCode: string) => void;
  /** True while a switch is running. */
  switching?: boolean;
  /** Why switching is off (the available schools could not be read); the picker is disabled and says so. */
  unavailable?: string | null;
}

/** The session's school; a picker only when the user has two schools or more. */
export function SchoolPicker({
  schools,
  currentSchoolCode,
  onSwitch,
  switching = false,
  unavailable = null,
}: SchoolPickerProps) {
  const current = schools.find((s) => s.schoolCode === currentSchoolCode);
  if (schools.length < 2) {
    return (
      <Text size="sm" fw={500} data-testid="school-name">
        {current?.schoolName ?? schools[0]?.schoolName ?? currentSchoolCode}
      </Text>
    );
  }
  return (
    <Select
      aria-label="School"
      size="xs"
      w={220}
      allowDeselect={false}
      disabled={switching || unavailable !== null}
      title={unavailable ?? undefined}
      data={schools.map((s) => ({ value: s.schoolCode, label: s.schoolName }))}
      value={currentSchoolCode}
      onChange={(code) => {
        if (code && code !== currentSchoolCode) onSwitch(code);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
