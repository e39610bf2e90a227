import DataLoader from 'dataloader';
import type { School } from '../../__generated__/resolvers-types.js';
import { eachKey } from '../../platform/loaders.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The school API base (`/school-api/`). */
export class SchoolApi extends RestClient<'school'> {
  private readonly schools = new DataLoader<string, School>((codes) =>
    eachKey(codes, (code) => this.readSchool(code)),
  );

  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  /** A school by its code; the services answer only for the session's own school. */
  school(schoolCode: string): Promise<School> {
    return this.schools.load(schoolCode);
  }

  /** The school read again after a change in this request (the loader would answer from before it). */
  freshSchool(schoolCode: string): Promise<School> {
    this.schools.clear(schoolCode);
    return this.schools.load(schoolCode);
  }

  private async readSchool(schoolCode: string): Promise<School> {
    const school = await this.required(
      this.get('/school-api/school/getBySchoolCode/{code}', { path: { code: schoolCode } }),
    );
    return {
      id: school.id,
      schoolCode: school.schoolCode,
      schoolName: school.schoolName,
      name: school.name,
      schoolUrl: school.schoolUrl,
      schoolLogo: school.schoolLogo,
      aidYears: school.aidYears,
      defaultAidYear: school.defaultAidYear,
      sidName: school.sidName,
      hasStudentRepository: school.schoolIsirRecInfo.studRepo,
      timeZone: school.timeZone,
      installationTimeZone: school.installationTimeZone,
      mailSenderName: school.mailSenderName,
      mailReplyTo: school.mailReplyTo,
    };
  }
}
