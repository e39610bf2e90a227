import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '../authStore';
import { useSessionKeeper } from './useSessionKeeper';

// The provider's side: a silent sign-in that would find no session there.
const oidc = vi.hoisted(() => ({
  renewSignIn: vi.fn(async () => null),
  forgetSignIn: vi.fn(async () => undefined),
}));
vi.mock('../oidc', () => oidc);

beforeEach(() => {
  oidc.renewSignIn.mockClear();
  useAuthStore.setState({ status: 'pending' });
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a page opened cold', () => {
  it('on /login is signed out at once: the provider it goes to resumes a session, no silent sign-in first', async () => {
    window.history.replaceState(null, '', '/login');
    renderHook(() => useSessionKeeper());
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
    expect(oidc.renewSignIn).not.toHaveBeenCalled();
  });

  it('anywhere else resumes the session from the provider (silent sign-in)', async () => {
    window.history.replaceState(null, '', '/reviewWorklist');
    renderHook(() => useSessionKeeper());
    await waitFor(() => expect(oidc.renewSignIn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signedOut'));
  });
});
