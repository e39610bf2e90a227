import { create } from 'zustand';

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
