import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BUILT_STAFF_SCREENS } from '../../../app/builtScreens';
import { type MenuContext, STAFF_MENUS, type StaffMenu, visibleMenu } from '../menuCatalogue';

export interface StaffMenusProps {
  /** Role permissions, aid year and school facts that decide what shows. */
  context: MenuContext;
  /** Screens this build has (injectable for tests). */
  builtScreens?: ReadonlySet<string>;
  /** The menus to consider (defaults to SCHOOL, STUDENTS, ED DATA, REPORTS). */
  menus?: readonly StaffMenu[];
}

/** SCHOOL, STUDENTS, ED DATA and REPORTS, each with only the entries the role may use; empty menus are not shown. */
export function StaffMenus({
  context,
  builtScreens = BUILT_STAFF_SCREENS,
  menus = STAFF_MENUS,
}: StaffMenusProps) {
  const visible = menus.map((menu) => visibleMenu(menu, context, builtScreens)).filter((m) => m !== null);
  if (visible.length === 0) return null;
  return (
    <Group gap={4} component="nav" aria-label="Staff menus">
      {visible.map((menu) => (
        // In the page's navigation landmark, not a portal at the end of <body> (axe: content outside landmarks);
        // no focus placeholder: a focusable role="presentation" child breaks the menu's required children.
        <Menu
          key={menu.label}
          position="bottom-start"
          withinPortal={false}
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>
            <Button variant="subtle" size="sm" rightSection={<IconChevronDown size={14} />}>
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.entries.map((entry) => (
              <Menu.Item key={entry.path} component={Link} to={entry.path}>
                {entry.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
