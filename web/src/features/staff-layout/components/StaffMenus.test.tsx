import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { MenuContext } from '../menuCatalogue';
import { SettingsMenu } from './SettingsMenu';
import { StaffMenus } from './StaffMenus';

const context = (permissions: string[], aidYear = 2027): MenuContext => ({
  permissions,
  aidYear,
  hasStudentRepository: false,
});

describe('staff menus', () => {
  it('shows Student Search under STUDENTS to a role holding STUDENT_VIEW', async () => {
    renderWithProviders(<StaffMenus context={context(['STUDENT_VIEW'])} />);
    fireEvent.click(await screen.findByRole('button', { name: 'STUDENTS' }));
    expect(await screen.findByRole('menuitem', { name: 'Student Search' })).toBeTruthy();
  });

  it('hides the STUDENTS menu from a role without STUDENT_VIEW', async () => {
    renderWithProviders(<StaffMenus context={context([])} />);
    expect(await screen.findByRole('button', { name: 'SCHOOL' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'STUDENTS' })).toBeNull();
  });

  it('lists only the entries the role may use, and drops a menu that would be empty', async () => {
    const built = new Set(['/upload', '/isirLog', '/CommentCodeReport', '/GeneralReport']);
    const { unmount } = renderWithProviders(
      <StaffMenus context={context(['ED_DATA_VIEW', 'UPLOAD_ISIR'])} builtScreens={built} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'ED DATA' }));
    expect(await screen.findByRole('menuitem', { name: 'Upload ISIR File' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Review ISIR File Uploads' })).toBeNull();
    // No REPORTS_VIEW: no REPORTS menu at all.
    expect(screen.queryByRole('button', { name: 'REPORTS' })).toBeNull();
    unmount();

    // ED_DATA_VIEW gates the whole menu even when an entry's own permission is held.
    renderWithProviders(<StaffMenus context={context(['UPLOAD_ISIR'])} builtScreens={built} />);
    expect(screen.queryByRole('button', { name: 'ED DATA' })).toBeNull();
  });

  it('offers the Comment Code Report only from aid year 2026', async () => {
    const built = new Set(['/CommentCodeReport', '/GeneralReport']);
    const { unmount } = renderWithProviders(
      <StaffMenus
        context={context(['REPORTS_VIEW', 'GENERAL_REPORT_VIEW', 'COMMENT_CODE_REPORT_VIEW'], 2025)}
        builtScreens={built}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'REPORTS' }));
    expect(await screen.findByRole('menuitem', { name: 'General Report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Comment Code Report' })).toBeNull();
    unmount();

    const second = renderWithProviders(
      <StaffMenus
        context={context(['REPORTS_VIEW', 'GENERAL_REPORT_VIEW', 'COMMENT_CODE_REPORT_VIEW'], 2026)}
        builtScreens={built}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'REPORTS' }));
    expect(await screen.findByRole('menuitem', { name: 'Comment Code Report' })).toBeTruthy();
    second.unmount();

    // Each report also needs its own view permission.
    renderWithProviders(
      <StaffMenus context={context(['REPORTS_VIEW', 'GENERAL_REPORT_VIEW'], 2026)} builtScreens={built} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'REPORTS' }));
    expect(await screen.findByRole('menuitem', { name: 'General Report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Comment Code Report' })).toBeNull();
  });

  it('hides the settings gear when no permitted settings screen exists', async () => {
    const { unmount } = renderWithProviders(
      <SettingsMenu context={context(['SETTINGS_VIEW', 'HOLIDAYS_VIEW'])} builtScreens={new Set()} />,
    );
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    unmount();

    renderWithProviders(
      <SettingsMenu
        context={context(['SETTINGS_VIEW', 'HOLIDAYS_VIEW'])}
        builtScreens={new Set(['/Holidays'])}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('menuitem', { name: 'Holidays' })).toBeTruthy();
  });
});
