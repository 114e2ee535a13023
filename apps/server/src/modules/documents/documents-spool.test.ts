/** Uploads are spooled to DATA_DIR/tmp as they arrive (decision 0078): what is left there, and a body cut short. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/factories';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { makePdf, multipartBody } from '../handbook/test-pdfs';

describe.each(engines)('a document upload spooled to disk (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await registerUser(t.app, { role: 'PROJECT_MANAGER' })).token;
  });
  afterAll(async () => t?.close());

  const scratch = () => {
    const dir = path.join(t.config.dataDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const upload = (payload: Buffer, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...bearer(token), ...headers },
      payload,
    });

  it('leaves no temporary file after a stored upload or a refused one', async () => {
    const pdf = await makePdf({ pages: ['Jockey pump pressure switch settings.'] });
    const good = multipartBody(
      { name: 'Jockey pump.pdf', data: pdf },
      { category: 'Operations', department: 'Operations' },
    );
    expect((await upload(good.payload, good.headers)).statusCode).toBe(201);
    const renamed = multipartBody(
      { name: 'Jockey pump.docx', data: pdf },
      { category: 'Operations', department: 'Operations' },
    );
    expect((await upload(renamed.payload, renamed.headers)).statusCode).toBe(415);
    const badFields = multipartBody({ name: 'Jockey pump.pdf', data: pdf }, { category: 'Nowhere' });
    expect((await upload(badFields.payload, badFields.headers)).statusCode).toBe(400);
    expect(scratch()).toEqual([]);
  });

  it('answers a body cut off inside the file 400, every time, and keeps nothing', async () => {
    const pdf = await makePdf({ pages: ['Foam concentrate proportioner test.'] });
    const body = multipartBody(
      { name: 'Foam.pdf', data: pdf },
      { category: 'Operations', department: 'Operations' },
    );
    const cut = body.payload.subarray(0, body.payload.length - Math.floor(pdf.length / 2));
    for (let i = 0; i < 3; i += 1) {
      const response = await upload(cut, body.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(scratch()).toEqual([]);
    const count = await t.database.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('file_name', '=', 'Foam.pdf')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
