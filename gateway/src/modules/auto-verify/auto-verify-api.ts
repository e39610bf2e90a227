import type {
  AutoVerifyItemInput,
  AutoVerifyMoveDirection,
  AutoVerifyResource,
  AutoVerifyRunSearch,
} from '../../__generated__/resolvers-types.js';
import { requireUuid, withoutNulls } from '../../platform/input.js';
import { gatewayError } from '../../platform/errors.js';
import {
  rest,
  RestClient,
  type Caller,
  type RestPath,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type Piece = `/student-api/AutoVerify${AutoVerifyResource}/{id}`;
type Saved =
  ServiceAnswer<Piece, 'patch'> | ServiceAnswer<`/student-api/AutoVerify${AutoVerifyResource}/`, 'post'>;
type Ordered = 'Section' | 'ConditionSet' | 'Condition' | 'RedirectGroup';
/** The ordered pieces and the field naming the parent whose children they are ordered among. */
const ORDERED: Record<Ordered, { parent: string; noun: string }> = {
  Section: { parent: 'flowID', noun: 'section' },
  ConditionSet: { parent: 'sectionID', noun: 'condition set' },
  Condition: { parent: 'conditionSetID', noun: 'condition' },
  RedirectGroup: { parent: 'flowID', noun: 'redirect group' },
};
const isOrdered = (resource: AutoVerifyResource): resource is Ordered => resource in ORDERED;

/** Student base: auto-verify flows (/autoVerifyDesign), runs and the two reports. */
export class AutoVerifyApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  flows(aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/AutoVerifyFlow/'>>(rest`AutoVerifyFlow/?aidYear=${aidYear}`),
    );
  }

  /** The services answer the flow with its pieces beside its own fields; GraphQL nests the flow's fields. */
  async fullFlow(id: number) {
    const { sections, components, pseudoQueries, redirectGroups, evaluators, ...flow } = await this.required(
      this.get<ServiceAnswer<'/student-api/autoverify/GetFullFlow/{id}'>>(rest`autoverify/GetFullFlow/${id}`),
    );
    return { flow, sections, components, pseudoQueries, redirectGroups, evaluators };
  }

  catalog(aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/autoverify/designerCatalog/{aidYear}'>>(
        rest`autoverify/designerCatalog/${aidYear}`,
      ),
    );
  }

  runs(search: AutoVerifyRunSearch) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/autoverify/runs/search', 'post'>>(
        rest`autoverify/runs/search`,
        withoutNulls(search),
      ),
    );
  }

  runsCsv(search: AutoVerifyRunSearch) {
    const { page: _p, pageSize: _s, ...rest_ } = search;
    return this.required(
      this.post<ServiceAnswer<'/student-api/autoverify/runs/csv', 'post'>>(
        rest`autoverify/runs/csv`,
        withoutNulls(rest_),
      ),
    );
  }

  studentRuns(uuid: string, aidYear: number) {
    return this.required(
      this.get<ServiceAnswer<'/student-api/autoverify/studentRuns/{a}/{b}'>>(
        rest`autoverify/studentRuns/${aidYear}/${requireUuid(uuid, 'uuid')}`,
      ),
    );
  }

  async save(
    resource: AutoVerifyResource,
    id: number | null | undefined,
    input: AutoVerifyItemInput,
    allowNullUpdate: boolean,
  ) {
    const body = allowNullUpdate ? input : withoutNulls(input);
    const answer = id
      ? await this.required(
          this.patch<Saved>(
            `${rest`AutoVerify${resource}/${id}`}${allowNullUpdate ? '?allowNullUpdate=true' : ''}` as ReturnType<
              typeof rest
            >,
            body,
          ),
        )
      : await this.required(this.post<Saved>(rest`AutoVerify${resource}/`, body));
    return { message: answer.message, id: answer.item.id };
  }

  async remove(resource: AutoVerifyResource, id: number) {
    const answer = await this.required(
      this.delete<ServiceAnswer<Piece, 'delete'>>(rest`AutoVerify${resource}/${id}`),
    );
    return { message: answer.message, id };
  }

  /**
   * One place up or down among the piece's siblings: the siblings (as the services order them, by order then id) are
   * renumbered 0..n-1 with the two swapped, so pieces added with the same order move too. Only changed orders are sent;
   * a published flow refuses the first change, before anything moved.
   */
  async move(resource: AutoVerifyResource, id: number, direction: AutoVerifyMoveDirection) {
    const ordered = isOrdered(resource) ? ORDERED[resource] : undefined;
    if (!ordered)
      throw gatewayError(
        'BAD_USER_INPUT',
        `A ${resource} has no order to change; sections, condition sets, conditions and redirect groups do`,
      );
    const piece = await this.required(this.get<Record<string, unknown>>(rest`AutoVerify${resource}/${id}`));
    const { parent, noun } = ordered;
    const parentId = Number(piece[parent]);
    const siblings = await this.required(
      this.get<ServiceAnswer<`/student-api/AutoVerify${Ordered}/`>>(
        `${rest`AutoVerify${resource}/`}?${parent}=${parentId}` as RestPath,
      ),
    );
    const at = siblings.findIndex((s) => s.id === id);
    const to = direction === 'UP' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= siblings.length) {
      throw gatewayError(
        'BAD_USER_INPUT',
        `This ${noun} is already the ${direction === 'UP' ? 'first' : 'last'}`,
      );
    }
    const order = [...siblings];
    [order[at], order[to]] = [order[to]!, order[at]!];
    let message = '';
    for (const [i, s] of order.entries()) {
      if (s.sortOrder === i) continue;
      message = (
        await this.required(this.patch<Saved>(rest`AutoVerify${resource}/${s.id}`, { sortOrder: i }))
      ).message;
    }
    return { message, id };
  }

  async draft(id: number) {
    const answer = await this.required(
      this.post<ServiceAnswer<'/student-api/AutoVerifyFlow/', 'post'>>(rest`AutoVerifyFlow/`, {
        copyOfFlowID: id,
      }),
    );
    return { message: answer.message, id: answer.item.id };
  }

  test(id: number, student: string) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/autoverify/test/{id}', 'post'>>(rest`autoverify/test/${id}`, {
        studentID: student,
      }),
    );
  }

  run(uuid: string, aidYear: number) {
    return this.required(
      this.post<ServiceAnswer<'/student-api/autoverify/run/{a}/{b}', 'post'>>(
        rest`autoverify/run/${aidYear}/${requireUuid(uuid, 'uuid')}`,
        {},
      ),
    );
  }

  correction(uuid: string, aidYear: number) {
    return this.required(
      this.post<
        ServiceAnswer<'/student-api/student/updateConfirmedCorrectionAutoVerifyStatus/{a}/{b}', 'post'>
      >(rest`student/updateConfirmedCorrectionAutoVerifyStatus/${aidYear}/${requireUuid(uuid, 'uuid')}`, {}),
    );
  }
}
