import DataLoader from 'dataloader';
import type {
  StaffCreateAccountInput,
  AccountSettings,
  AccountStudent,
  AccountType,
  CreateAccountInput,
  IdentityAccount,
  InterviewItem,
  CreatedAccount,
  LinkedStudent,
  MfaChannel,
  StudentLookupInput,
  StudentMatch,
  StudentProfile,
  StudentProfileInput,
  UpdateInterviewTaskItemInput,
} from '../../__generated__/resolvers-types.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';
import { toAccountType } from '../identity/account-type.js';

const ACCOUNT_NUMBER: Record<Exclude<AccountType, 'STAFF'>, number> = {
  STUDENT: 0,
  PARENT: 1,
  OTHER_PARENT: 3,
  SPOUSE: 4,
};
/** STAFF is no account type a student or parent account can have. */
const accountNumber = (t: AccountType) => (t === 'STAFF' ? -1 : ACCOUNT_NUMBER[t]);

interface LinkedStudentRecord {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  accountType: number;
}
const toLinkedStudent = (s: LinkedStudentRecord): LinkedStudent => ({
  ...s,
  accountType: toAccountType(s.accountType),
});

interface ProfileRecord {
  studentUuid: string;
  aidYear: number;
  profile: Omit<StudentProfile, 'studentUuid' | 'aidYear' | 'updatedAt'>;
  updatedAt: string | null;
}
const toProfile = (p: ProfileRecord): StudentProfile => ({
  studentUuid: p.studentUuid,
  aidYear: p.aidYear,
  updatedAt: p.updatedAt,
  ...p.profile,
});

interface AccountRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  mfaOption: MfaChannel;
  createdAt: string;
  hasPassword: boolean;
  lastSignInAt?: string | null;
}
interface AccountStudentRecord {
  studentAccountID: number;
  accountType: number;
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
}
const toIdentityAccount = (a: AccountRecord): IdentityAccount => ({
  id: a.id,
  username: a.username,
  firstName: a.firstName,
  lastName: a.lastName,
  // Masked here too: the batch read answers the number as stored, the page shows it as the codes do.
  phone: a.phone ? `***-***-${a.phone.replace(/\D/g, '').slice(-4)}` : null,
  mfaOption: a.mfaOption,
  enabled: a.hasPassword,
  createdAt: a.createdAt,
  lastSignInAt: a.lastSignInAt ?? null,
  students: [],
});

/** The services' limit on ids per batched call. */
const MAX_IDS = 1000;

/** Student and parent accounts on the student base (`/student-api/`) and the main base's look-ups. */
export class AccountApi extends RestClient {
  /** Accounts asked for in one tick: one studentAccount/getManyStudentAccount call. */
  private readonly accountsById = new DataLoader<number, IdentityAccount | null>(
    async (ids) => {
      const rows =
        (await this.post<AccountRecord[]>(rest`studentAccount/getManyStudentAccount`, { ids })) ?? [];
      const byId = new Map(rows.map((r) => [r.id, toIdentityAccount(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS },
  );
  /** The students of every account asked for in one tick: one student/getManyStudentByStudentAccountIDs call. */
  private readonly studentsByAccountId = new DataLoader<number, AccountStudent[]>(
    async (ids) => {
      const rows =
        (await this.post<AccountStudentRecord[]>(rest`student/getManyStudentByStudentAccountIDs`, {
          studentAccountIDs: ids,
        })) ?? [];
      return ids.map((id) =>
        rows
          .filter((r) => r.studentAccountID === id)
          .map((r) => ({
            id: r.id,
            uuid: r.uuid,
            firstName: r.firstName,
            lastName: r.lastName,
            accountType: toAccountType(r.accountType),
          })),
      );
    },
    { maxBatchSize: MAX_IDS },
  );

  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  /** Accounts by id, in the order asked; ids the caller may not see are left out. */
  async accounts(ids: readonly number[]): Promise<IdentityAccount[]> {
    return (await this.accountsById.loadMany(ids)).filter(
      (a): a is IdentityAccount => Boolean(a) && !(a instanceof Error),
    );
  }

  studentsOf(accountId: number): Promise<AccountStudent[]> {
    return this.studentsByAccountId.load(accountId);
  }

  async identityAccount(username: string): Promise<IdentityAccount> {
    return toIdentityAccount(
      await this.required(
        this.get<AccountRecord>(rest`studentAccountService/GetKeycloakUserByUsername/${username}`),
      ),
    );
  }

  async linkAccount(studentId: number, accountId: number, accountType: AccountType) {
    return this.required(
      this.post<{ id: number }>(
        rest`studentAccountLink`,
        { studentID: studentId, studentAccountID: accountId, accountType: accountNumber(accountType) },
        {
          inputPaths: { accountType: 'accountType', studentAccountID: 'accountId' },
        },
      ),
    );
  }

  /** A staff change to a task list item (the student base's updateStudentInterviewLink). */
  async updateTaskItem(input: UpdateInterviewTaskItemInput): Promise<InterviewItem> {
    const item = /^\d+$/.test(input.item) ? Number(input.item) : input.item;
    const l = await this.required(
      this.post<{
        id: number;
        uuid: string;
        studentUuid: string;
        aidYear: number;
        studentInterviewLinkStatus: InterviewItem['status'];
        isForParentAccount: boolean;
        interviewType: InterviewItem['interviewType'];
        submittedAt: string | null;
        signedName: string | null;
        signedAt: string | null;
      }>(
        rest`updateStudentInterviewLink`,
        {
          StudentInterviewLinkID: item,
          studentInterviewLinkStatus: input.status ?? undefined,
          QuestionText: input.questionText,
          dueDate: input.dueDate,
        },
        {
          inputPaths: {
            studentInterviewLinkStatus: 'status',
            QuestionText: 'questionText',
            dueDate: 'dueDate',
          },
        },
      ),
    );
    return {
      id: l.id,
      uuid: l.uuid,
      studentUuid: l.studentUuid,
      aidYear: l.aidYear,
      status: l.studentInterviewLinkStatus,
      isForParentAccount: l.isForParentAccount,
      interviewType: l.interviewType,
      submittedAt: l.submittedAt,
      signedName: l.signedName,
      signedAt: l.signedAt,
    };
  }

  async lookup(input: StudentLookupInput): Promise<StudentMatch> {
    return this.required(
      this.post<StudentMatch>(
        rest`student/studentLookup`,
        {
          SchoolCode: input.schoolCode ?? undefined,
          PURL: input.purl ?? undefined,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          ssnLastFour: input.ssnLastFour || undefined,
          studentNumber: input.studentNumber || undefined,
        },
        { inputPaths: { SchoolCode: 'schoolCode', PURL: 'purl' } },
      ),
    );
  }

  async create(input: CreateAccountInput): Promise<CreatedAccount> {
    const a = await this.required(
      this.post<{ uuid: string; studentUuid: string; accountType: number; taskListItemsCreated: number }>(
        rest`accountCreationService`,
        {
          creationToken: input.creationToken,
          accountType: accountNumber(input.accountType),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          password: input.password,
          phone: input.phone || undefined,
        },
      ),
    );
    return { ...a, accountType: toAccountType(a.accountType) };
  }

  async linkParent(creationToken: string, accountType: AccountType): Promise<LinkedStudent[]> {
    const rows = await this.required(
      this.post<LinkedStudentRecord[]>(rest`AddParentStudentLink`, {
        creationToken,
        accountType: accountNumber(accountType),
      }),
    );
    return rows.map(toLinkedStudent);
  }

  async sendReset(
    username: string,
    schoolCode?: string | null,
    purl?: string | null,
    locationHref?: string | null,
  ) {
    return this.required(
      this.post<{ success: boolean; message: string }>(rest`SendResetPasswordEmail`, {
        username,
        schoolCode: schoolCode ?? undefined,
        PURL: purl ?? undefined,
        locationHREF: locationHref ?? undefined,
      }),
    );
  }

  async resetPassword(token: string, password: string) {
    return this.required(this.post<{ success: boolean }>(rest`AddAccountPasswordReset`, { token, password }));
  }

  async sendSms(phoneNumber: string) {
    return this.required(
      this.post<{ success: boolean; phoneNumber: string }>(rest`SendSmsConfirmation`, { phoneNumber }),
    );
  }

  async verifySms(code: string) {
    return this.required(
      this.post<{ success: boolean; message: string }>(
        rest`verifySMSToken`,
        { smsToken: code },
        { inputPaths: { smsToken: 'code' } },
      ),
    );
  }

  async setMfaOption(option: MfaChannel, accountId?: number | null) {
    return this.required(
      this.post<{ success: boolean }>(rest`UpdateMFAOption`, {
        AccountID: accountId ?? undefined,
        mfaOption: option,
      }),
    );
  }

  async resetMfaToEmail(accountId: number) {
    return this.required(this.post<{ success: boolean }>(rest`UpdateMFAToFirst/${accountId}`, {}));
  }

  async settings(): Promise<AccountSettings> {
    const s = await this.required(
      this.get<
        Omit<AccountSettings, 'accountId' | 'students' | 'mfaOption'> & {
          accountID: number;
          mfaOption: MfaChannel;
          students: LinkedStudentRecord[];
        }
      >(rest`studentAccountService/accountSettings`),
    );
    return { ...s, accountId: s.accountID, students: s.students.map(toLinkedStudent) };
  }

  async profile(uuid: string, aidYear: number): Promise<StudentProfile> {
    return toProfile(await this.required(this.get<ProfileRecord>(rest`studentProfile/${uuid}/${aidYear}`)));
  }

  async updateProfile(uuid: string, aidYear: number, profile: StudentProfileInput): Promise<StudentProfile> {
    const clean = Object.fromEntries(
      Object.entries(profile).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
    );
    return toProfile(
      await this.required(
        this.post<ProfileRecord>(
          rest`updateStudentProfile`,
          { studentUuid: uuid, aidYear, profile: clean },
          {
            inputPaths: Object.fromEntries(Object.keys(profile).map((k) => [`profile.${k}`, `profile.${k}`])),
          },
        ),
      ),
    );
  }

  async staffCreateAccount(input: StaffCreateAccountInput) {
    const body = {
      studentUuid: input.studentUuid,
      accountType: accountNumber(input.accountType),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      locationHREF: input.locationHref ?? undefined,
    };
    return this.required(
      this.post<{ message: string; uuid: string; username: string; taskListItemsCreated: number }>(
        rest`studentAccountService/adminCreateAccount`,
        body,
        {
          inputPaths: {
            studentUuid: 'studentUuid',
            accountType: 'accountType',
            email: 'email',
            firstName: 'firstName',
            lastName: 'lastName',
          },
        },
      ),
    );
  }

  async temporaryPassword(username: string, password?: string | null) {
    return this.required(
      this.post<{ temporaryPassword: string }>(rest`studentAccountService/SetTemporaryPassword`, {
        username,
        password: password ?? undefined,
      }),
    );
  }

  async changeEmail(accountId: number, currentUsername: string, newUsername: string) {
    return this.required(
      this.post<{ success: boolean }>(
        rest`ChangeEmail`,
        { AccountID: accountId, CurrentUsername: currentUsername, NewUsername: newUsername },
        {
          inputPaths: { NewUsername: 'newUsername', CurrentUsername: 'currentUsername' },
        },
      ),
    );
  }

  async purgeParent(parentAccountId: number, studentId: number) {
    return this.required(
      this.post<{ success: boolean; accountDeleted: boolean }>(rest`purgeParentAccount`, {
        parentAccountID: parentAccountId,
        studentID: studentId,
      }),
    );
  }
}
