import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSIST_KEY } from '../../constants';

interface Preferences {
  /** The school a staff user last chose. */
  schoolCode: string | null;
  /** The aid year last chosen; used again only while the school still offers it. */
  aidYear: number | null;
  setSchoolCode: (schoolCode: string | null) => void;
  setAidYear: (aidYear: number | null) => void;
}

// The only persisted state ('root'): preferences, never personal data, alerts or student records.
export const usePreferencesStore = create<Preferences>()(
  persist(
    (set) => ({
      schoolCode: null,
      aidYear: null,
      setSchoolCode: (schoolCode) => set({ schoolCode }),
      setAidYear: (aidYear) => set({ aidYear }),
    }),
    {
      name: PERSIST_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ schoolCode: state.schoolCode, aidYear: state.aidYear }),
    },
  ),
);
