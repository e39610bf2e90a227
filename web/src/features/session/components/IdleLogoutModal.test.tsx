import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_COUNTDOWN_MS, IDLE_TIMEOUT_MS } from '../../../constants';
import { renderWithProviders } from '../../../test/render';
import { IdleLogoutModal } from './IdleLogoutModal';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the 'Need More Time?' modal", () => {
  it('opens after 13 idle minutes and logs out when the 2-minute countdown ends', () => {
    vi.useFakeTimers();
    const onLogout = vi.fn();
    renderWithProviders(<IdleLogoutModal onLogout={onLogout} />);

    advance(IDLE_TIMEOUT_MS - 1_000);
    expect(screen.queryByText('Need More Time?')).toBeNull();
    advance(1_000);
    expect(screen.getByText('Need More Time?')).toBeTruthy();
    expect(screen.getByText('2:00')).toBeTruthy();

    advance(IDLE_LOGOUT_COUNTDOWN_MS - 1_000);
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.getByText('0:01')).toBeTruthy();
    advance(1_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('starts counting again from activity', () => {
    vi.useFakeTimers();
    renderWithProviders(<IdleLogoutModal onLogout={() => {}} />);
    advance(IDLE_TIMEOUT_MS - 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(60_000);
    expect(screen.queryByText('Need More Time?')).toBeNull();
    advance(IDLE_TIMEOUT_MS - 60_000);
    expect(screen.getByText('Need More Time?')).toBeTruthy();
  });

  it('Stay Signed In closes it without logging out', () => {
    vi.useFakeTimers();
    const onLogout = vi.fn();
    renderWithProviders(<IdleLogoutModal onLogout={onLogout} />);
    advance(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Signed In' }));
    advance(IDLE_LOGOUT_COUNTDOWN_MS);
    expect(screen.queryByText('Need More Time?')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('Log Out logs out at once', () => {
    vi.useFakeTimers();
    const onLogout = vi.fn();
    renderWithProviders(<IdleLogoutModal onLogout={onLogout} />);
    advance(IDLE_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
