import { requireUuid } from '../../platform/input.js';
import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The routes take the student's or the parent's side as the path segment 'true' / 'false'. */
const side = (forParent: boolean) => (forParent ? 'true' : 'false');

/**
 * The student's (and parent's) signatures and the binders they sign: signature status, ink and e-signing, the
 * signature page, and the binders made from the verified documents. Students are named by uuid; the services
 * check school, permission and own record.
 */
export class SignaturesApi extends RestClient<'student'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('student', http, caller);
  }

  // ---- signatures ------------------------------------------------------------------------------------

  signatureStatus(uuid: string) {
    return this.required(
      this.get('/student-api/student/GetSignatureStatus/{id}/{flag}', { path: { id: uuid, flag: 'false' } }),
    );
  }

  signaturePage(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/createSignaturePage/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
      }),
    );
  }

  clearSignature(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/ClearSignature/{id}/{flag}', {
        path: { id: requireUuid(uuid, 'uuid'), flag: side(forParent) },
      }),
    );
  }

  inkSignAgreed(uuid: string, forParent: boolean, agreed: boolean) {
    return this.required(
      this.patch('/student-api/student/inkSignAgreed/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: { agreed },
      }),
    );
  }

  inkSignatureReceived(uuid: string, forParent: boolean) {
    return this.required(
      this.post('/student-api/inkSignatureReceived/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: {},
      }),
    );
  }

  eSign(uuid: string, forParent: boolean) {
    return this.required(
      this.post('/student-api/eSign/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: {},
      }),
    );
  }

  setESignOptOut(uuid: string, forParent: boolean, optOut: boolean) {
    return this.required(
      this.post('/student-api/student/updateEsignOptOut/{a}/{b}', {
        path: { a: requireUuid(uuid, 'uuid'), b: side(forParent) },
        body: { optOut },
      }),
    );
  }

  // ---- binders ---------------------------------------------------------------------------------------

  binders(uuid: string, aidYear: number) {
    return this.required(
      this.get('/student-api/student/getBinder/{a}/{b}', { path: { a: uuid, b: aidYear } }),
    );
  }

  binderContent(uuid: string) {
    return this.required(
      this.get('/student-api/student/binder/download/{uuid}', { path: { uuid: requireUuid(uuid, 'uuid') } }),
    );
  }

  processorBinder(uuid: string, forParent: boolean) {
    return this.required(
      this.get('/student-api/student/getProcessorBinder/{id}/{flag}', {
        path: { id: requireUuid(uuid, 'uuid'), flag: side(forParent) },
      }),
    );
  }

  createBinder(uuid: string, aidYear: number, forParent: boolean) {
    return this.required(
      this.post('/student-api/createBinder', {
        body: {
          studentID: requireUuid(uuid, 'uuid'),
          aidYear,
          isForParentAccount: forParent,
        },
      }),
    );
  }

  createSuperBinder(uuid: string) {
    return this.required(
      this.get('/student-api/student/createSuperBinder/{id}', { path: { id: requireUuid(uuid, 'uuid') } }),
    );
  }
}
