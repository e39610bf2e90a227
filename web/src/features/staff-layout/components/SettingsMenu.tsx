import { ActionIcon, Menu } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BUILT_STAFF_SCREENS } from '../../../app/builtScreens';
import { type MenuContext, SETTINGS_MENU, visibleMenu } from '../menuCatalogue';

export interface SettingsMenuProps {
  /** Role permissions and school facts that decide what shows. */
  context: MenuContext;
  /** Screens this build has (injectable for tests). */
  builtScreens?: ReadonlySet<string>;
}

/** The settings gear: permitted settings screens that exist; hidden when there are none. */
export function SettingsMenu({ context, builtScreens = BUILT_STAFF_SCREENS }: SettingsMenuProps) {
  const menu = visibleMenu(SETTINGS_MENU, context, builtScreens);
  if (!menu) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label="Settings">
          <IconSettings size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.entries.map((entry) => (
          <Menu.Item key={entry.path} component={Link} to={entry.path}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
