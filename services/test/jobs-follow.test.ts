import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useServices } from './harness.js';
import { uploadIsir } from './isir-helpers.js';
import { generateIsirBuffer } from '../src/domain/isir/generate.js';

interface JobPage {
  total: number;
  jobs: { id: number; kind: string; status: string; createdByName: string | null }[];
}

/** Whoever starts a job follows it on /jobs: the school's jobs with JOBS_PAGE_VIEW, one's own without. */
forEachBackend((backend) => {
  describe('following jobs', () => {
    // No worker: the jobs stay queued, as they are while a user watches them.
    const s = useServices(backend, { env: { JOB_WORKER: 'off' } });
    const t: Record<string, string> = {};
    let managerJob: number;
    let verifierJob: number;

    beforeAll(async () => {
      for (const who of ['manager', 'verifier', 'superadmin', 'student'])
        t[who] = (await s().signIn(`${who}@aidverify.test`)).accessToken;
      const upload = async (who: string, seed: number) => {
        const res = await uploadIsir(
          s(),
          t[who],
          generateIsirBuffer({ layout: '2026-27', records: 5, seed }),
          { fileName: `${who}.txt`, background: true },
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.jobId as number;
      };
      managerJob = await upload('manager', 71);
      verifierJob = await upload('verifier', 72);
    });

    it('a Manager (no JOBS_PAGE_VIEW) lists and opens the import they started, not a colleague’s', async () => {
      const page = await s().get<JobPage>('/school-api/jobs/page/1', t.manager);
      expect(page.status).toBe(200);
      expect(page.body.jobs.map((j) => j.id)).toEqual([managerJob]);
      expect(page.body.total).toBe(1);
      expect(page.body.jobs[0]).toMatchObject({ kind: 'isir.import', status: 'QUEUED' });
      expect((await s().get(`/school-api/jobs/${managerJob}`, t.manager)).status).toBe(200);
      const other = await s().get(`/school-api/jobs/${verifierJob}`, t.manager);
      expect(other.status).toBe(404);
      // Retrying and cancelling stay with JOBS_PAGE_VIEW.
      expect((await s().post(`/school-api/jobs/${managerJob}/cancel`, {}, t.manager)).status).toBe(403);
    });

    it('JOBS_PAGE_VIEW lists every job of the school; a student none', async () => {
      const page = await s().get<JobPage>('/school-api/jobs/page/1?pageSize=200', t.superadmin);
      expect(page.body.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([managerJob, verifierJob]));
      expect((await s().get('/school-api/jobs/page/1', t.student)).status).toBe(403);
    });
  });
});
