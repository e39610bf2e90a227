import { usePreferencesStore } from '../../preferences/preferencesStore';
import { chooseAidYear } from '../aidYear';
import { useCurrentSchool } from './useCurrentSchool';

/** The aid year staff work in: the remembered choice while the school offers it, else the school's default. */
export function useAidYear(): {
  aidYear: number | null;
  aidYears: number[];
  setAidYear: (year: number) => void;
} {
  const { school } = useCurrentSchool();
  const remembered = usePreferencesStore((s) => s.aidYear);
  const setAidYear = usePreferencesStore((s) => s.setAidYear);
  const aidYears = school?.aidYears ?? [];
  const aidYear = school ? chooseAidYear(aidYears, remembered, school.defaultAidYear) : null;
  return { aidYear, aidYears, setAidYear };
}
