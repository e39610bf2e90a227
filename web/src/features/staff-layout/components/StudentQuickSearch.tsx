import { ActionIcon, Group, Menu, TextInput } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentSearchField } from '../../../__generated__/graphql';
import { searchFieldOptions, studentSearchPath } from '../../students/searchFields';

export interface StudentQuickSearchProps {
  /** The school's name for its student id (e.g. 'Banner ID'). */
  sidName: string;
}

/** Header search: runs only on Enter or when a field is chosen from its menu, then opens the search screen. */
export function StudentQuickSearch({ sidName }: StudentQuickSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const run = (field: StudentSearchField) => {
    if (text.trim() === '') return;
    navigate(studentSearchPath(text, field));
    setText('');
  };

  return (
    <Group gap={0} wrap="nowrap" role="search">
      <TextInput
        aria-label="Quick student search"
        placeholder="Find a student"
        size="xs"
        w={190}
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') run('ANY');
        }}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size="md" aria-label="Search by field">
            <IconChevronDown size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Search by</Menu.Label>
          {searchFieldOptions(sidName).map((option) => (
            <Menu.Item key={option.value} onClick={() => run(option.value)} disabled={text.trim() === ''}>
              {option.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
