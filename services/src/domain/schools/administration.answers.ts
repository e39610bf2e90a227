import { z } from 'zod';
import { schoolGetBySchoolCodeAnswer } from './school.answers.js';

// What the routes of this domain answer, as the answers travel (JSON): the contract of /openapi.json.

/** POST /school-api/NewSchool/addNewSchool/ */
export const newSchoolAddNewSchoolAnswer = z.object({
  id: z.number(),
  schoolCode: z.string(),
  message: z.string(),
});

/** PATCH /school-api/school/allowNullUpdate/{id} */
export const schoolAllowNullUpdateAnswer = z.object({
  message: z.string(),
  ...schoolGetBySchoolCodeAnswer.shape,
});

/** PATCH /school-api/schoolIsirRecordInfo/{id}: a school's settings for one aid year. */
export const schoolIsirRecordInfoAnswer = z.object({
  id: z.number(),
  schoolCode: z.string(),
  aidYear: z.number(),
  processRCodes: z.boolean(),
  processCCodes: z.boolean(),
  systemMode: z.string(),
  isV1Active: z.boolean(),
  isV2Active: z.boolean(),
  isV3Active: z.boolean(),
  isV4Active: z.boolean(),
  isV5Active: z.boolean(),
  isV6Active: z.boolean(),
  studRepo: z.boolean(),
});

/** GET /school-api/schoolIsirRecordInfo/ */
export const getSchoolIsirRecordInfoAnswer = z.array(schoolIsirRecordInfoAnswer);

/** GET /school-api/schoolIsirRecordInfo/getBySchoolCodeAndAidYear/{code}/{year} */
export const schoolIsirRecordInfoGetBySchoolCodeAndAidYearAnswer = schoolIsirRecordInfoAnswer.nullable();

/** POST /school-api/schoolIsirRecordInfo/ */
export const postSchoolIsirRecordInfoAnswer = z.object({
  message: z.string(),
  ...schoolIsirRecordInfoAnswer.shape,
});

/** POST /school-api/SchoolAnnualRollover/rollover */
export const schoolAnnualRolloverRolloverAnswer = z.object({
  isirViewTabsCopied: z.number(),
  interviewTemplatesCopied: z.array(z.string()),
  interviewTemplatesKept: z.array(z.string()),
  notes: z.array(z.string()),
  message: z.string(),
  ...schoolIsirRecordInfoAnswer.shape,
});

/** A configuration item: the school's (schoolCode) or, on the admin base, the installation's (null). */
export const configItemAnswer = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  name: z.string(),
  value: z.string(),
});
/** POST /school-api/schoolconfig/ */
export const postSchoolconfigAnswer = configItemAnswer;
/** PATCH /school-api/schoolconfig/{id} */
export const schoolconfigAnswer = configItemAnswer;

/** GET /school-api/schoolconfig/hiddenRoutes/{host} */
export const schoolconfigHiddenRoutesAnswer = z.array(z.string());

/** GET /school-api/FTISetup/ */
export const fTISetupAnswer = z.object({
  schoolCode: z.string(),
  ftiEnabled: z.boolean(),
  agreementSignedBy: z.string().nullable(),
  agreementDate: z.string().nullable(),
});

/** POST /school-api/FTISetup/addOrUpdate/ */
export const fTISetupAddOrUpdateAnswer = z.object({ message: z.string(), ...fTISetupAnswer.shape });

/** POST /school-api/SchoolAidYearFile/upload */
export const schoolAidYearFileUploadAnswer = z.object({
  aidYear: z.number().nullable(),
  fileType: z.number(),
  fileName: z.string(),
  sizeBytes: z.number(),
  message: z.string(),
});

/** POST /school-api/SchoolAidYearFile/search/ */
export const schoolAidYearFileSearchAnswer = z.array(
  z.object({
    id: z.number(),
    schoolCode: z.string(),
    aidYear: z.number().nullable(),
    fileType: z.number(),
    fileName: z.string(),
    sizeBytes: z.number(),
    uploadedAt: z.string(),
  }),
);

/** POST /school-api/SchoolService/fileDownloadExactYear/ */
export const schoolServiceFileDownloadExactYearAnswer = z.object({
  fileName: z.string(),
  aidYear: z.number().nullable(),
  downloadResult: z.string(),
});

/** POST commentCodeInfo/search/ */
export const commentCodeInfosAnswer = z.array(
  z.object({
    id: z.number(),
    aidYear: z.number(),
    code: z.string(),
    description: z.string(),
    display: z.boolean(),
  }),
);

/** PATCH /school-api/commentCodeInfo/UpdateAll */
export const commentCodeInfoUpdateAllAnswer = z.object({
  updated: commentCodeInfosAnswer,
  message: z.string(),
});

/** A holiday: the school's (schoolCode) or, on the admin base, a default one (null). */
const holiday = z.object({
  id: z.number(),
  schoolCode: z.string().nullable(),
  name: z.string(),
  holidayDate: z.string(),
});
/** PATCH /school-api/holiday/{id} */
export const patchHolidayAnswer = z.object({ message: z.string(), ...holiday.shape });

/** DELETE /school-api/holiday/{id} */
export const holidayAnswer = z.object({
  id: z.number(),
  message: z.string(),
});

/** POST /school-api/holiday/copyDefaultHoliday/{x} */
export const holidayCopyDefaultHolidayAnswer = z.object({
  copied: z.number(),
  message: z.string(),
});

/** GET schoolIsirRecInfoVGroupMap/getBySchoolIsirRecordInfoID/{id} */
export const verificationGroupMapAnswer = z.array(
  z.object({
    id: z.number(),
    schoolIsirRecordInfoID: z.number(),
    verificationGroup: z.string(),
    typeCode: z.string(),
    interviewTypeName: z.string(),
    isForParentAccount: z.boolean(),
    dependentOnly: z.boolean(),
  }),
);

/** GET schoolconfig/getSchoolConfigItemsBySchoolCode/{code} */
export const configItemsAnswer = z.array(configItemAnswer);

/** GET holiday/ */
export const holidaysAnswer = z.array(holiday);
