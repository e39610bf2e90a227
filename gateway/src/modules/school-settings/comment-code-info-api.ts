import type { CommentCodeInfoInput } from '../../__generated__/resolvers-types.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * The school's comment code meanings, edited one code at a time. The student base serves this one route; the
 * list (search, UpdateAll) is the school base's, in AdministrationApi.
 */
export class CommentCodeInfoApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  /** One comment code's meaning (added when the year has none); answered as UpdateAll answers a list. */
  async updateCommentCodeInfo(aidYear: number, item: CommentCodeInfoInput) {
    const updated = await this.required(
      this.patch('/student-api/commentCodeInfo/updateByCode/{a}/{b}', {
        path: { a: aidYear, b: item.code },
        body: { description: item.description ?? undefined, display: item.display ?? undefined },
        inputPaths: { description: 'item.description', display: 'item.display', b: 'item.code' },
      }),
    );
    // The spec's success alert, as the list's update (commentCodeInfo/UpdateAll) words it.
    return { updated: [updated], message: 'Successful Update' };
  }
}
