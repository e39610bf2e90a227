import { Switch, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useCrossSchoolSearchStore } from '../../students/crossSchoolSearchStore';

export interface CrossSchoolSearchToggleProps {
  /** The role holds CROSS_SCHOOL_SEARCH. */
  allowed: boolean;
}

/** Search all schools on or off; without CROSS_SCHOOL_SEARCH only a fixed icon for "this school". */
export function CrossSchoolSearchToggle({ allowed }: CrossSchoolSearchToggleProps) {
  const on = useCrossSchoolSearchStore((s) => s.isCrossSchoolSearch);
  const setOn = useCrossSchoolSearchStore((s) => s.setCrossSchoolSearch);
  if (!allowed) {
    return (
      <Tooltip label="Searching this school only">
        <ThemeIcon variant="light" size="lg" aria-label="Searching this school only" role="img">
          <IconBuildingBank size={18} />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Switch
      size="sm"
      label="All schools"
      checked={on}
      onChange={(event) => setOn(event.currentTarget.checked)}
    />
  );
}
