import type { ProcessorDocumentUpload } from '../../__generated__/resolvers-types.js';
import { requireUuid } from '../../platform/input.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/**
 * The documents kept on one student: the processor's documents (uploaded by staff) and the supporting documents
 * of the task list's items. The services check school and permission.
 */
export class StudentDocumentsApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  processorDocuments(uuid: string) {
    return this.required(
      this.get('/student-api/processorDocument/getAllProcessorDocuments/{id}', { path: { id: uuid } }),
    );
  }

  async documentContent(id: number) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(this.get('/student-api/processorDocument/download/{id}', { path: { id } }));
  }

  uploadDocument(input: ProcessorDocumentUpload) {
    return this.required(
      this.post('/student-api/processorDocument/upload', {
        body: {
          studentID: requireUuid(input.studentUuid, 'studentUuid'),
          fileName: input.fileName,
          contentType: input.contentType,
          contentBase64: input.contentBase64,
          isForParentAccount: input.isForParentAccount ?? false,
        },
        inputPaths: {
          studentID: 'input.studentUuid',
          fileName: 'input.fileName',
          contentBase64: 'input.contentBase64',
        },
      }),
    );
  }

  async deleteDocument(id: number): Promise<void> {
    await this.required(
      this.delete('/student-api/processorDocument/deleteProcessorDocument/{id}/{flag}', {
        path: { id, flag: 'false' },
      }),
    );
  }

  async deleteProcessorDocuments(ids: number[]): Promise<number> {
    return (await this.required(this.post('/student-api/processorDocument/delete', { body: { ids } })))
      .deleted;
  }

  async supportingDocuments(taskListItemId: number) {
    const rows = await this.required(
      this.get(
        '/student-api/studentInterviewLinkSupportingDocument/getAllStudentInterviewLinkSupportingDocuments/{id}',
        { path: { id: taskListItemId } },
      ),
    );
    return rows.map(({ versionID, ...d }) => ({ ...d, versionId: versionID }));
  }
}
