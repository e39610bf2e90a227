import type {
  InterviewTemplateInput,
  InterviewTemplateUpdateInput,
} from '../../__generated__/resolvers-types.js';
import {
  checkedByServices,
  RestClient,
  type Caller,
  type ServiceAnswer,
} from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** A template as GetInterview answers it (with steps and events), or as a revision in a list of types (without). */
type TemplateRecord =
  | ServiceAnswer<'/interview-api/interview/GetInterview/{id}'>
  | ServiceAnswer<'/interview-api/interviewType/GetAllWithRevisions'>[number]['revisions'][number];

/** An interview type as GraphQL lists it: its templates are the REST answer's revisions. */
const toTypeTemplates = (t: ServiceAnswer<'/interview-api/interviewType/{id}'>) => ({
  id: t.id,
  typeCode: t.typeCode,
  name: t.name,
  nameSpanish: t.nameSpanish,
  templates: t.revisions.map(toTemplate),
});

/** GraphQL spells ids Id; a template listed with its type has no steps or events yet read. */
const toTemplate = ({ interviewTypeID, firstStepID, ...t }: TemplateRecord) => ({
  ...t,
  interviewTypeId: interviewTypeID,
  firstStepId: firstStepID,
  steps: 'steps' in t ? t.steps : [],
  events: 'events' in t ? t.events : [],
});

/**
 * The interview base's template builder, by type and template: interview types, their templates by aid year,
 * one template whole, whether the builder is open, and adding, renaming and deleting them.
 */
export class InterviewTemplatesApi extends RestClient<'interview'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  async templates(aidYear?: number | null, commentCodeOnly?: boolean | null) {
    const types = commentCodeOnly
      ? await this.required(
          this.post('/interview-api/interview/getFilteredInterviewTypes', {
            // The route requires aidYear; without one the services answer 400 as they always have.
            body: { aidYear: checkedByServices(aidYear), isCommentCode: true },
          }),
        )
      : await this.required(
          this.get('/interview-api/interviewType/GetAllWithRevisions', {
            query: { aidYear: aidYear || undefined },
          }),
        );
    return types.map(toTypeTemplates);
  }

  /** Every interview type, or the one with this code, with its templates. */
  async interviewTypes(typeCode?: string | null) {
    const types = typeCode
      ? await this.required(
          this.post('/interview-api/interviewType/search', {
            body: {
              typeCode,
            },
          }),
        )
      : await this.required(this.get('/interview-api/interviewType/'));
    return types.map(toTypeTemplates);
  }

  /** One interview type with its templates: GetOneWithRevisions narrows them to an aid year. */
  async interviewType(id: number, aidYear?: number | null) {
    const type = aidYear
      ? await this.required(
          this.get('/interview-api/interviewType/GetOneWithRevisions/{id}', {
            path: { id },
            query: { aidYear },
          }),
        )
      : await this.required(this.get('/interview-api/interviewType/{id}', { path: { id } }));
    return toTypeTemplates(type);
  }

  async aidYearInterviewTypes() {
    const links = await this.required(this.get('/interview-api/aidYearInterviewTypeLink/'));
    return links.map((l) => ({
      aidYear: l.aidYear,
      interviewTypeId: l.interviewTypeID,
      latestRevision: l.latestRevision,
    }));
  }

  async template(id: number) {
    return toTemplate(
      await this.required(this.get('/interview-api/interview/GetInterview/{id}', { path: { id } })),
    );
  }

  async builderAvailable(host: string, route: string): Promise<boolean> {
    return (
      await this.required(
        // The route's path is an enum; GraphQL's is a String, checked by the services.
        this.get('/interview-api/interview/builderAvailability', {
          query: { host, path: checkedByServices(route) },
        }),
      )
    ).available;
  }

  async addType(typeCode: string, name: string, nameSpanish?: string | null) {
    return this.required(
      this.post('/interview-api/interviewType', {
        body: { TypeCode: typeCode, name, nameSpanish },
        inputPaths: { TypeCode: 'typeCode' },
      }),
    );
  }

  async updateType(id: number, name?: string | null, nameSpanish?: string | null) {
    return this.required(
      this.patch('/interview-api/interviewType/{id}', {
        path: { id },
        body: {
          name: name ?? undefined,
          nameSpanish,
        },
      }),
    );
  }

  async saveTemplate(input: InterviewTemplateInput) {
    return this.required(
      this.post('/interview-api/interview/SaveInterviewTemplate', {
        body: {
          interviewTypeID: input.interviewTypeId,
          aidYear: input.aidYear,
          name: input.name,
          nameSpanish: input.nameSpanish,
          description: input.description,
          descriptionSpanish: input.descriptionSpanish,
          isCommentCode: input.isCommentCode ?? false,
        },
      }),
    );
  }

  async updateTemplate(input: InterviewTemplateUpdateInput) {
    return this.required(
      this.post('/interview-api/interview/updateInterviewTemplate', {
        body: {
          id: input.id,
          name: input.name ?? undefined,
          nameSpanish: input.nameSpanish,
          description: input.description,
          descriptionSpanish: input.descriptionSpanish,
          firstStepID: input.firstStepId,
        },
      }),
    );
  }

  async deleteTemplate(id: number) {
    await this.delete('/interview-api/interview/deleteInterviewTemplate/{id}', { path: { id } });
    return { id };
  }

  /** Interview types that have a template in the aid year (the choices of a verification-group map). */
  async typesWithTemplates(aidYear: number) {
    const types = await this.required(
      this.post('/interview-api/interview/getFilteredInterviewTypes', { body: { aidYear } }),
    );
    return types.map(({ typeCode, name }) => ({ typeCode, name }));
  }
}
