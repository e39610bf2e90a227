import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';

export interface UserMenuProps {
  /** The signed-in user's full name. */
  fullName: string;
  /** Logs the user out. */
  onLogout: () => void;
}

/** The signed-in user's name, opening a menu with Logout. */
export function UserMenu({ fullName, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="sm" rightSection={<IconChevronDown size={14} />}>
          {fullName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
