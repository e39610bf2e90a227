import { RestClient, type Caller, type ServiceAnswer } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

type DocumentRecord = ServiceAnswer<'/interview-api/AlfrescoDocument/{id}'>[number];

/** Where the browser downloads every document of an item as one zip through the gateway (see files.ts). */
export const itemDocumentsZipPath = (item: string, processorDocuments = false) =>
  `/files/interview-items/${encodeURIComponent(item)}/documents.zip${processorDocuments ? '?processorDocuments=true' : ''}`;

/** Where the browser downloads a document through the gateway (see files.ts). */
export const documentPath = (fileId: string) => `/files/interview-documents/${encodeURIComponent(fileId)}`;

/** GraphQL spells ids Id and adds where the browser downloads the document. */
export const toDocument = (d: DocumentRecord) => ({
  fileId: d.fileID,
  questionId: d.questionID,
  fileName: d.fileName,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  versionId: d.versionID,
  uploadedAt: d.uploadedAt,
  downloadPath: documentPath(d.fileID),
});

/** The interview base's documents: what a student uploaded on an item's questions, and its removal. */
export class InterviewDocumentsApi extends RestClient<'interview'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('interview', http, caller);
  }

  async documents(item: string) {
    return ((await this.get('/interview-api/AlfrescoDocument/{id}', { path: { id: item } })) ?? []).map(
      toDocument,
    );
  }

  async deleteDocument(fileId: string): Promise<boolean> {
    await this.delete('/interview-api/interview/deleteAlfrescoDocument/{id}', { path: { id: fileId } });
    return true;
  }
}
