import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** Admin base (`/admin-api/`): the ISIR layouts as data. */
export class IsirMetadataApi extends RestClient<'admin'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('admin', http, caller);
  }

  /** The fields (shown ones, or all) of the layout whose year indicator is the aid year's last digit. */
  elements(aidYear: number, includeSuppressed = false) {
    if (includeSuppressed)
      return this.required(
        this.get('/admin-api/IsirRecordElementInfo/getByEdYearCode/{lastDigitOfAidYear}', {
          path: { lastDigitOfAidYear: String(aidYear % 10) },
        }),
      );
    return this.required(
      this.get('/admin-api/IsirRecordElementInfo/getByEdYearCodeAndSuppressed/{lastDigit}/false', {
        path: { lastDigit: String(aidYear % 10) },
      }),
    );
  }
}
