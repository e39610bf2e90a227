import { create } from 'zustand';
import { useAuthStore } from '../session/authStore';

interface CrossSchoolSearchState {
  /** Search every school the user belongs to rather than the session's school. */
  isCrossSchoolSearch: boolean;
  setCrossSchoolSearch: (on: boolean) => void;
  clearSearch: () => void;
}

// Memory only (a search is about students, never persisted).
export const useCrossSchoolSearchStore = create<CrossSchoolSearchState>()((set) => ({
  isCrossSchoolSearch: false,
  setCrossSchoolSearch: (on) => set({ isCrossSchoolSearch: on }),
  clearSearch: () => set({ isCrossSchoolSearch: false }),
}));

// A search setting never outlives the session it was made in (sign-out, idle logout, expiry): the session feature
// need not know this store, so the features stay acyclic (scripts/import-boundaries.mjs).
useAuthStore.subscribe((auth, previous) => {
  if (previous.viewer && !auth.viewer) useCrossSchoolSearchStore.getState().clearSearch();
});
