/** The verification groups a new school may turn on, as its form names them. */
export const FLAGS = [
  'isV1Active',
  'isV2Active',
  'isV3Active',
  'isV4Active',
  'isV5Active',
  'isV6Active',
] as const;

/** A new school's form as it opens: copied from `templateSchoolCode`, for next year's aid year, live. */
export const newSchoolValues = (templateSchoolCode: string) => ({
  schoolCode: '',
  templateSchoolCode,
  schoolName: '',
  initialAidYear: new Date().getFullYear() + 1,
  schoolPURL: '',
  processRCodes: true,
  processCCodes: true,
  systemMode: 'LIVE',
  isV1Active: true,
  isV2Active: false,
  isV3Active: false,
  isV4Active: true,
  isV5Active: true,
  isV6Active: false,
});

/** A new school's fields. */
export type NewSchoolValues = ReturnType<typeof newSchoolValues>;
