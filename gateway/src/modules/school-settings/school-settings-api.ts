import type {
  CommentCodeInfoInput,
  FtiSetupInput,
  SchoolFileMatch,
} from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import { withoutNulls } from '../../platform/input.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The school base's school settings screen: FTI setup, the school's files by aid year, comment code information. */
export class SchoolSettingsApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  ftiSetup() {
    return this.required(this.get('/school-api/FTISetup/'));
  }

  async saveFtiSetup(input: FtiSetupInput) {
    const { message, ...ftiSetup } = await this.required(
      this.post('/school-api/FTISetup/addOrUpdate/', {
        body: {
          ftiEnabled: input.ftiEnabled,
          agreementSignedBy: input.agreementSignedBy || null,
          agreementDate: input.agreementDate || null,
        },
      }),
    );
    return { message, ftiSetup };
  }

  schoolFiles(schoolCode: string, aidYear?: number | null, fileType?: number | null) {
    return this.required(
      this.post('/school-api/SchoolAidYearFile/search/', {
        body: withoutNulls({ schoolCode, aidYear, fileType }),
      }),
    );
  }

  async schoolFileContent(
    schoolCode: string,
    fileType: number,
    aidYear: number | null | undefined,
    match: SchoolFileMatch,
  ) {
    const body = withoutNulls({
      schoolCode,
      fileType,
      aidYear: match === 'EVERY_YEAR' ? undefined : aidYear,
    });
    // The file's content is GraphQL's contentBase64.
    const r = await this.required(
      match === 'EXACT'
        ? this.post('/school-api/SchoolService/fileDownloadExactYear/', { body })
        : match === 'EVERY_YEAR'
          ? this.post('/school-api/SchoolService/fileDownload', { query: { aidYearSpecific: 'false' }, body })
          : this.post('/school-api/SchoolService/fileDownload/', { body }),
    );
    return { fileName: r.fileName, aidYear: r.aidYear, contentBase64: r.downloadResult };
  }

  commentCodeInfos(aidYear: number, displayedOnly: boolean) {
    return this.required(
      this.post('/school-api/commentCodeInfo/search/', {
        body: {
          aidYear,
          display: displayedOnly,
        },
      }),
    );
  }

  updateCommentCodeInfos(aidYear: number, items: CommentCodeInfoInput[]) {
    return this.required(
      this.patch('/school-api/commentCodeInfo/UpdateAll', {
        body: {
          aidYear,
          items: items.map((i) => withoutNulls(i)),
        },
      }),
    );
  }
}
