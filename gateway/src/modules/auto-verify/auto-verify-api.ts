import type {
  AutoVerifyItemInput,
  AutoVerifyMoveDirection,
  AutoVerifyResource,
  AutoVerifyRunSearch,
} from '../../__generated__/resolvers-types.js';
import { requireUuid, withoutNulls } from '../../platform/input.js';
import { gatewayError } from '../../platform/errors.js';
import { checkedByServices, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type Ordered = 'Section' | 'ConditionSet' | 'Condition' | 'RedirectGroup';
/** The ordered pieces and the field naming the parent whose children they are ordered among. */
const ORDERED: Record<Ordered, { parent: string; noun: string }> = {
  Section: { parent: 'flowID', noun: 'section' },
  ConditionSet: { parent: 'sectionID', noun: 'condition set' },
  Condition: { parent: 'conditionSetID', noun: 'condition' },
  RedirectGroup: { parent: 'flowID', noun: 'redirect group' },
};
const isOrdered = (resource: AutoVerifyResource): resource is Ordered => resource in ORDERED;

/** GraphQL's run outcome and sort are Strings; the route's enums are checked by the services. */
const runEnums = (search: {
  outcome?: string | null;
  sortBy?: string | null;
  sortDirection?: string | null;
}) => ({
  outcome: checkedByServices(search.outcome ?? undefined),
  sortBy: checkedByServices(search.sortBy ?? undefined),
  sortDirection: checkedByServices(search.sortDirection ?? undefined),
});

/** Student base: auto-verify flows (/autoVerifyDesign), runs and the two reports. */
export class AutoVerifyApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  flows(aidYear: number) {
    return this.required(this.get('/student-api/AutoVerifyFlow/', { query: { aidYear } }));
  }

  /** The services answer the flow with its pieces beside its own fields; GraphQL nests the flow's fields. */
  async fullFlow(id: number) {
    const { sections, components, pseudoQueries, redirectGroups, evaluators, ...flow } = await this.required(
      this.get('/student-api/autoverify/GetFullFlow/{id}', { path: { id } }),
    );
    return { flow, sections, components, pseudoQueries, redirectGroups, evaluators };
  }

  catalog(aidYear: number) {
    return this.required(
      this.get('/student-api/autoverify/designerCatalog/{aidYear}', { path: { aidYear } }),
    );
  }

  runs(search: AutoVerifyRunSearch) {
    return this.required(
      this.post('/student-api/autoverify/runs/search', {
        body: { ...withoutNulls(search), ...runEnums(search) },
      }),
    );
  }

  runsCsv(search: AutoVerifyRunSearch) {
    const { page: _p, pageSize: _s, ...rest_ } = search;
    return this.required(
      this.post('/student-api/autoverify/runs/csv', { body: { ...withoutNulls(rest_), ...runEnums(rest_) } }),
    );
  }

  studentRuns(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/autoverify/studentRuns/{a}/{b}', {
        path: { a: aidYear, b: requireUuid(uuid, 'uuid') },
      }),
    );
  }

  async save(
    resource: AutoVerifyResource,
    id: number | null | undefined,
    input: AutoVerifyItemInput,
    allowNullUpdate: boolean,
  ) {
    // One GraphQL input carries every piece's fields, each nullable; each piece's route reads its own (null only
    // with allowNullUpdate) and the services check them, as they always have.
    const body = checkedByServices(allowNullUpdate ? input : withoutNulls(input));
    const answer = id
      ? await this.required(
          this.patch(`/student-api/AutoVerify${resource}/{id}`, {
            path: { id },
            query: { allowNullUpdate: allowNullUpdate ? 'true' : undefined },
            body,
          }),
        )
      : await this.required(this.post(`/student-api/AutoVerify${resource}/`, { body }));
    return { message: answer.message, id: answer.item.id };
  }

  async remove(resource: AutoVerifyResource, id: number) {
    const answer = await this.required(
      this.delete(`/student-api/AutoVerify${resource}/{id}`, { path: { id } }),
    );
    return { message: answer.message, id };
  }

  /**
   * One place up or down among the piece's siblings: the siblings (as the services order them, by order then id) are
   * renumbered 0..n-1 with the two swapped, so pieces added with the same order move too. Only changed orders are sent;
   * a published flow refuses the first change, before anything moved.
   */
  async move(resource: AutoVerifyResource, id: number, direction: AutoVerifyMoveDirection) {
    if (!isOrdered(resource))
      throw gatewayError(
        'BAD_USER_INPUT',
        `A ${resource} has no order to change; sections, condition sets, conditions and redirect groups do`,
      );
    const piece = await this.required(this.get(`/student-api/AutoVerify${resource}/{id}`, { path: { id } }));
    const { parent, noun } = ORDERED[resource];
    const parentId = Number(new Map(Object.entries(piece)).get(parent));
    const siblings = await this.siblings(resource, parentId);
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
        await this.required(
          this.patch(`/student-api/AutoVerify${resource}/{id}`, {
            path: { id: s.id },
            body: { sortOrder: i },
          }),
        )
      ).message;
    }
    return { message, id };
  }

  /** The pieces ordered among one parent's children: each kind's list is filtered by its parent's field. */
  private siblings(resource: Ordered, parentId: number): Promise<Array<{ id: number; sortOrder: number }>> {
    switch (resource) {
      case 'Section':
        return this.required(this.get('/student-api/AutoVerifySection/', { query: { flowID: parentId } }));
      case 'ConditionSet':
        return this.required(
          this.get('/student-api/AutoVerifyConditionSet/', { query: { sectionID: parentId } }),
        );
      case 'Condition':
        return this.required(
          this.get('/student-api/AutoVerifyCondition/', { query: { conditionSetID: parentId } }),
        );
      case 'RedirectGroup':
        return this.required(
          this.get('/student-api/AutoVerifyRedirectGroup/', { query: { flowID: parentId } }),
        );
    }
  }

  async draft(id: number) {
    const answer = await this.required(
      this.post('/student-api/AutoVerifyFlow/', {
        body: {
          copyOfFlowID: id,
        },
      }),
    );
    return { message: answer.message, id: answer.item.id };
  }

  test(id: number, student: string) {
    return this.required(
      this.post('/student-api/autoverify/test/{id}', {
        path: { id },
        body: {
          studentID: student,
        },
      }),
    );
  }

  run(uuid: string, aidYear: number) {
    return this.required(
      this.post('/student-api/autoverify/run/{a}/{b}', {
        path: { a: aidYear, b: requireUuid(uuid, 'uuid') },
        body: {},
      }),
    );
  }

  correction(uuid: string, aidYear: number) {
    return this.required(
      this.post('/student-api/student/updateConfirmedCorrectionAutoVerifyStatus/{a}/{b}', {
        path: { a: aidYear, b: requireUuid(uuid, 'uuid') },
        body: {},
      }),
    );
  }
}
