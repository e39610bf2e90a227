import type {
  AutoVerifyCatalog, AutoVerifyCsv, AutoVerifyEvaluation, AutoVerifyFlow, AutoVerifyFullFlow, AutoVerifyItemInput, AutoVerifyResource,
  AutoVerifyRun, AutoVerifyRunPage, AutoVerifyRunSearch,
} from '../../__generated__/resolvers-types.js';
import { requireUuid } from '../../platform/input.js';
import { rest, RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

interface Change { message: string; item?: { id: number } }
type FullFlowRecord = AutoVerifyFlow & Omit<AutoVerifyFullFlow, 'flow'>;

/** Student base: auto-verify flows (/autoVerifyDesign), runs and the two reports. */
export class AutoVerifyApi extends RestClient {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  flows(aidYear: number): Promise<AutoVerifyFlow[]> {
    return this.required(this.get<AutoVerifyFlow[]>(rest`AutoVerifyFlow/?aidYear=${aidYear}`));
  }

  async fullFlow(id: number): Promise<AutoVerifyFullFlow> {
    const { sections, components, pseudoQueries, redirectGroups, evaluators, ...flow } = await this.required(this.get<FullFlowRecord>(rest`autoverify/GetFullFlow/${id}`));
    return { flow, sections, components, pseudoQueries, redirectGroups, evaluators };
  }

  catalog(aidYear: number): Promise<AutoVerifyCatalog> {
    return this.required(this.get<AutoVerifyCatalog>(rest`autoverify/designerCatalog/${aidYear}`));
  }

  runs(search: AutoVerifyRunSearch): Promise<AutoVerifyRunPage> {
    return this.required(this.post<AutoVerifyRunPage>(rest`autoverify/runs/search`, withoutNulls(search)));
  }

  runsCsv(search: AutoVerifyRunSearch): Promise<AutoVerifyCsv> {
    const { page: _p, pageSize: _s, ...rest_ } = search;
    return this.required(this.post<AutoVerifyCsv>(rest`autoverify/runs/csv`, withoutNulls(rest_)));
  }

  studentRuns(uuid: string, aidYear: number): Promise<AutoVerifyRun[]> {
    return this.required(this.get<AutoVerifyRun[]>(rest`autoverify/studentRuns/${aidYear}/${requireUuid(uuid, 'uuid')}`));
  }

  async save(resource: AutoVerifyResource, id: number | null | undefined, input: AutoVerifyItemInput, allowNullUpdate: boolean) {
    const body = allowNullUpdate ? input : withoutNulls(input);
    const answer = id
      ? await this.required(this.patch<Change>(`${rest`AutoVerify${resource}/${id}`}${allowNullUpdate ? '?allowNullUpdate=true' : ''}` as ReturnType<typeof rest>, body))
      : await this.required(this.post<Change>(rest`AutoVerify${resource}/`, body));
    return { message: answer.message, id: answer.item?.id ?? id ?? null };
  }

  async remove(resource: AutoVerifyResource, id: number) {
    const answer = await this.required(this.delete<Change>(rest`AutoVerify${resource}/${id}`));
    return { message: answer.message, id };
  }

  async draft(id: number) {
    const answer = await this.required(this.post<Change>(rest`AutoVerifyFlow/`, { copyOfFlowID: id }));
    return { message: answer.message, id: answer.item?.id ?? null };
  }

  test(id: number, student: string): Promise<AutoVerifyEvaluation> {
    return this.required(this.post<AutoVerifyEvaluation>(rest`autoverify/test/${id}`, { studentID: student }));
  }

  run(uuid: string, aidYear: number): Promise<{ message: string; runs: AutoVerifyRun[] }> {
    return this.required(this.post(rest`autoverify/run/${aidYear}/${requireUuid(uuid, 'uuid')}`, {}));
  }

  correction(uuid: string, aidYear: number): Promise<{ outcome: string | null; reason: string | null; studentStatus: string }> {
    return this.required(this.post(rest`student/updateConfirmedCorrectionAutoVerifyStatus/${aidYear}/${requireUuid(uuid, 'uuid')}`, {}));
  }
}

/** GraphQL sends null for an argument left out; REST takes "absent". */
function withoutNulls<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
