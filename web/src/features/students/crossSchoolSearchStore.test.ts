import { afterEach, describe, expect, it } from 'vitest';
import { staffViewer } from '../../test/fixtures';
import { useAuthStore } from '../session/authStore';
import { useCrossSchoolSearchStore } from './crossSchoolSearchStore';

afterEach(() => {
  useAuthStore.setState({ status: 'pending', viewer: null });
  useCrossSchoolSearchStore.getState().clearSearch();
});

describe('cross-school search setting', () => {
  it('is forgotten when the session ends, so the next person to sign in searches their own school', () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    useCrossSchoolSearchStore.getState().setCrossSchoolSearch(true);
    useAuthStore.getState().endSession('signingOut');
    expect(useCrossSchoolSearchStore.getState().isCrossSchoolSearch).toBe(false);
  });

  it('stays on while the same person stays signed in', () => {
    useAuthStore.setState({ status: 'signedIn', viewer: staffViewer() });
    useCrossSchoolSearchStore.getState().setCrossSchoolSearch(true);
    useAuthStore.setState({ viewer: staffViewer({ email: 'vera.fier@example.edu' }) });
    expect(useCrossSchoolSearchStore.getState().isCrossSchoolSearch).toBe(true);
  });
});
