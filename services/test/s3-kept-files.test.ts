import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEALED_BLOB_MAGIC } from '../src/platform/sealed-blob-store.js';
import { forEachBackend, startTestServices, type TestServices } from './harness.js';
import { recordLines, sample, uploadIsir } from './isir-helpers.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { readRows, z } from './rows.js';

const FILE = '2024-25/test-isir-file-2024-25.dat.txt';

/** BLOB_STORE=s3: every kept file goes to the bucket, sealed, and comes back whole. */
forEachBackend((backend) => {
  describe('kept files in an S3 bucket', () => {
    let s3: TestS3Server;
    let s: TestServices;
    let client: S3Client;
    const objects = async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!);
    };
    const raw = async (key: string) =>
      Buffer.from(
        await (
          await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
        ).Body!.transformToByteArray(),
      );

    const localFiles = () => {
      const local = path.join(s.env.DATA_DIR, 'blobs');
      return existsSync(local) ? readdirSync(local, { recursive: true }).sort() : [];
    };

    beforeAll(async () => {
      s3 = await startS3Server();
      client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      // On the seeded copy (its demo files stay in its DATA_DIR): what this test writes must go to the bucket.
      s = await startTestServices(backend, { env: s3.env });
    });
    afterAll(async () => {
      await s?.close();
      await s3?.close();
    });

    it('an ISIR upload and a school file go to the bucket, sealed, never to local disk, and are read back whole', async () => {
      const before = await objects();
      const localBefore = localFiles();
      const verifier = (await s.signIn('verifier@aidverify.test')).accessToken;
      const isir = sample(FILE);
      const imported = await uploadIsir(s, verifier, isir);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);

      const admin = (await s.signIn('admin@aidverify.test')).accessToken;
      const worksheet = Buffer.from('%PDF-1.4 worksheet kept in S3').toString('base64');
      const upload = await s.post(
        '/school-api/SchoolAidYearFile/upload',
        { aidYear: 2027, fileType: 7, fileName: 'Worksheet.pdf', contentBase64: worksheet },
        admin,
      );
      expect(upload.status, JSON.stringify(upload.body)).toBe(200);
      const download = await s.post('/api/auth/fileDownload', { schoolCode: '222222', fileType: 7 }, admin);
      expect(download.body).toMatchObject({ fileName: 'Worksheet.pdf', downloadResult: worksheet });

      // The ISIR file went through the bucket and was read back by the import, which then removed it (its records are
      // sealed in the database); the school file stays.
      expect(imported.body.importedCount).toBe(recordLines(isir).length);
      const [isirUpload] = await readRows(
        s.db,
        { blob_key: z.string().nullable() },
        'SELECT blob_key FROM isir_upload ORDER BY id DESC LIMIT 1',
      );
      expect(isirUpload).toEqual({ blob_key: null });
      const added = (await objects()).filter((k) => !before.includes(k));
      expect(added.map((k) => k.split('/')[0])).toEqual(['school-files']);
      // Sealed: the magic line, and not one record of the file in clear.
      const firstRecord = recordLines(isir)[0]!.slice(0, 60);
      for (const key of await objects()) {
        const bytes = await raw(key);
        expect(bytes.subarray(0, SEALED_BLOB_MAGIC.length).toString(), key).toBe(SEALED_BLOB_MAGIC);
        expect(bytes.includes(Buffer.from(firstRecord, 'latin1')), key).toBe(false);
      }
      expect(localFiles()).toEqual(localBefore);
    });
  });
});
