import { describe, expect, it } from 'vitest';
// The seeded catalogue is the one source of which role holds what out of the box (services/src/seed).
import { ROLE_PERMISSIONS, STAFF_ROLES } from '../../../../services/src/seed/catalog';
import { BUILT_STAFF_SCREENS } from '../../app/builtScreens';
import { SETTINGS_MENU, STAFF_MENUS, visibleMenu, type StaffMenu } from '../staff-layout/menuCatalogue';

/**
 * Generated: for every seeded role and every permission-gated menu entry whose screen is built, the menus
 * offer the entry exactly when the role's seeded links grant its permission (and its menu's).
 */
const MENUS: readonly StaffMenu[] = [...STAFF_MENUS, SETTINGS_MENU];

describe('permission matrix (menus)', () => {
  const gated = MENUS.flatMap((menu) =>
    menu.entries
      .filter((e) => e.permission && BUILT_STAFF_SCREENS.has(e.path) && !e.when)
      .map((entry) => ({ menu, entry })),
  );

  it('covers the administration screens', () => {
    expect(gated.map((g) => g.entry.path)).toEqual(
      expect.arrayContaining(['/Permissions', '/addSchool', '/saigMailbox', '/Holidays']),
    );
  });

  for (const role of [...STAFF_ROLES, 'User' as const]) {
    it(`${role}: each gated entry shows exactly when granted`, () => {
      const permissions = role === 'User' ? [] : ROLE_PERMISSIONS[role];
      const ctx = { permissions, aidYear: 2027, hasStudentRepository: true };
      const wrong = gated.filter(({ menu, entry }) => {
        const shown = Boolean(
          visibleMenu(menu, ctx, BUILT_STAFF_SCREENS)?.entries.some((e) => e.path === entry.path),
        );
        const granted =
          permissions.includes(entry.permission!) &&
          (!menu.permission || permissions.includes(menu.permission));
        return shown !== granted;
      });
      expect(wrong.map((w) => `${w.menu.label} › ${w.entry.label}`)).toEqual([]);
    });
  }
});
