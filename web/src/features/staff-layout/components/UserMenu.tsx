import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCog } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useHiddenRoutesQuery } from '../../admin/graphql/admin.generated';

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
        <AdminRoleChangeItem />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** 'Admin Role Change', unless the installation hides /adminRoleChangePage on this host (SPEC §2). */
function AdminRoleChangeItem() {
  const navigate = useNavigate();
  const { data } = useHiddenRoutesQuery({ variables: { host: window.location.hostname } });
  if (!data || data.hiddenRoutes.includes('/adminRoleChangePage')) return null;
  return (
    <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => navigate('/adminRoleChangePage')}>
      Admin Role Change
    </Menu.Item>
  );
}
