import { RestClient, type Caller } from '../../platform/rest-client.js';
import type { UpstreamHttp } from '../../platform/upstream.js';

/** The school base's SAIG mailbox of the session's school: its TG number, folder and password, messages, FTP log. */
export class SaigMailboxApi extends RestClient<'school'> {
  constructor(http: UpstreamHttp, caller: Caller) {
    super('school', http, caller);
  }

  mailboxSettings(schoolCode: string) {
    return this.required(
      this.get('/school-api/saigAdmin/getSchoolTgInfo/{code}', { path: { code: schoolCode } }),
    );
  }

  async mailboxFolder(schoolCode: string) {
    const folder = await this.required(
      this.get('/school-api/saigAdmin/getSchoolFolder/{code}', { path: { code: schoolCode } }),
    );
    return folder.folder;
  }

  async setTgNumber(tgNumber: string) {
    return this.required(
      this.patch('/school-api/saigAdmin/updateTgInfo', {
        body: { tgNumber },
        inputPaths: { tgNumber: 'tgNumber' },
      }),
    );
  }

  createFolder(schoolCode: string) {
    return this.required(
      this.post('/school-api/saigAdmin/createSchoolFolder/{code}', { path: { code: schoolCode }, body: {} }),
    );
  }

  setPassword(schoolCode: string, oldPassword: string | null | undefined, newPassword: string) {
    return oldPassword
      ? this.required(
          this.post('/school-api/saigAdmin/setupPassword/{code}', {
            path: { code: schoolCode },
            body: { oldPassword, newPassword1: newPassword },
            inputPaths: { newPassword1: 'newPassword' },
          }),
        )
      : this.required(
          this.post('/school-api/saigAdmin/updatePassword/{code}', {
            path: { code: schoolCode },
            body: { newPassword1: newPassword },
            inputPaths: { newPassword1: 'newPassword' },
          }),
        );
  }

  pollMailbox() {
    return this.required(this.post('/school-api/saigAdmin/pollMailboxes', { body: {} }));
  }

  messages() {
    return this.required(this.get('/school-api/edMessage'));
  }

  messageContent(tgNumber: string, fileName: string) {
    // Asked for as JSON, the services send the file base64-encoded inside it.
    return this.required(
      this.get('/school-api/SaigAdmin/downloadFile/{tgNumber}/{fileName}', { path: { tgNumber, fileName } }),
    );
  }

  importMessage(id: number) {
    return this.required(
      this.patch('/school-api/edMessage/{id}', {
        path: { id },
        body: {
          edFileStatus: 1,
        },
      }),
    );
  }

  ftpLog(schoolCode: string) {
    return this.required(this.get('/school-api/SaigAdmin/getFTPLog/{x}', { path: { x: schoolCode } }));
  }
}
