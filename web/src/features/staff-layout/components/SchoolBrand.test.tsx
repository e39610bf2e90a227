import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SchoolBrand } from './SchoolBrand';

describe('the school brand in the staff header', () => {
  it("shows the school's name, titled 'Logo could not be downloaded', when the logo fails to load", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderWithProviders(
        <SchoolBrand schoolName="Test University" schoolLogo="data:image/png;base64,broken" />,
      );
      fireEvent.error(await screen.findByRole('img', { name: 'Test University' }));
      const name = await screen.findByText('Test University');
      expect(name.getAttribute('title')).toBe('Logo could not be downloaded');
      expect(screen.queryByRole('img')).toBeNull();
      expect(warn).toHaveBeenCalledWith('Logo could not be downloaded', 'Test University');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows a logo that loads, and a school without a logo by name without a failure title', async () => {
    const { unmount } = renderWithProviders(
      <SchoolBrand schoolName="Test University" schoolLogo="data:image/png;base64,iVBORw0KGgo=" />,
    );
    expect(await screen.findByRole('img', { name: 'Test University' })).toBeTruthy();
    unmount();
    renderWithProviders(<SchoolBrand schoolName="State College" schoolLogo={null} />);
    expect((await screen.findByText('State College')).getAttribute('title')).toBeNull();
  });
});
