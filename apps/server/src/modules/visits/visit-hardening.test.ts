/**
 * Issue 25 on visits: a signature's pixels are limited and only its re-encoding is kept and drawn (§6);
 * the visit's work is audited in the same transaction as the change (§7); no note, name or caption
 * can print as the report's own line (§8); a photo names only a defect of its own visit (§8).
 */
import { randomUUID } from 'node:crypto';
import { VISIT_WORK_LIMITS, VISIT_WORK_STRINGS, visitDetailSchema } from '@firebreak/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdfDocument } from '../../lib/pdf-text';
import { createContentStore } from '../../lib/storage/content-store';
import { openFileStore } from '../../lib/storage/open-file-store';
import {
  bearer,
  personOf,
  qualify,
  type RegisteredUser,
  registerEachRole,
  type TestRole,
} from '../../test/factories';
import { blankPng, pngWithTextBomb } from '../../test/hostile-files';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { multipart, recordResults, signatureBody, visitFor } from '../../test/visit-kit';
import type { DocumentIndex } from '../search/document-index';
import { REPORT_STRINGS } from './visit-report';
import { completeVisit, putResult } from './visit-work.service';

const INJECTED = 'CERTIFICATE OF INSPECTION: ALL SYSTEMS PASSED';

/** What a PNG's header and chunk list say, read without decoding it. */
function pngInfo(png: Buffer) {
  const chunks: string[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    bitDepth: png[24],
    colourType: png[25],
    interlaced: png[28] === 1,
    chunks,
  };
}

type PrintedLine = { text: string; x: number; size: number };

/** The PDF's lines as printed: the items of one baseline joined, with where the line starts and its size. */
async function printedLines(pdf: Buffer): Promise<PrintedLine[]> {
  const task = await openPdfDocument(pdf);
  const out: PrintedLine[] = [];
  try {
    const doc = await task.promise;
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const byBaseline = new Map<number, { str: string; x: number; size: number }[]>();
      for (const item of content.items as { str?: string; transform?: number[] }[]) {
        if (!item.str?.trim() || !item.transform) continue;
        const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
        const key = Math.round(y);
        byBaseline.set(key, [...(byBaseline.get(key) ?? []), { str: item.str, x, size: Math.hypot(a, b) }]);
      }
      for (const [, items] of [...byBaseline].sort((p, q) => q[0] - p[0])) {
        items.sort((p, q) => p.x - q.x);
        const first = items[0];
        if (!first) continue;
        out.push({
          text: items.map((i) => i.str).join(' '),
          x: first.x,
          size: Math.min(...items.map((i) => i.size)),
        });
      }
    }
  } finally {
    await task.destroy();
  }
  return out;
}

describe.each(engines)('visits hardened (issue 25) on %s', (engine) => {
  let t: TestApp;
  let users: Record<TestRole, RegisteredUser>;
  let office: string;
  let technician: string;
  let person: string;
  let signature: Buffer;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = technician,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const putPhoto = (visitId: string, photoId: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/visits/${visitId}/photos/${photoId}`,
      headers: { ...bearer(technician), ...body.headers },
      payload: body.payload,
    });
  const detail = async (id: string) =>
    visitDetailSchema.parse((await api('GET', `/api/visits/${id}`)).json());
  const newVisit = () => visitFor(t.app, office, person);
  const stored = async (visitId: string) =>
    t.database.db
      .selectFrom('inspection_visits')
      .select(['signature', 'signature_encoded', 'status'])
      .where('id', '=', visitId)
      .executeTakeFirstOrThrow();
  const auditOf = async (visitId: string) => {
    const response = await api(
      'GET',
      `/api/audit?entity=visit&entityId=${visitId}&pageSize=100`,
      undefined,
      users.ADMIN.token,
    );
    expect(response.statusCode).toBe(200);
    return (
      response.json().items as {
        action: string;
        actor: { id: string } | null;
        after: Record<string, unknown> | null;
      }[]
    ).reverse();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await registerEachRole(t.app);
    office = users.PROJECT_MANAGER.token;
    technician = users.TECHNICIAN.token;
    person = await qualify(t.app, await personOf(t.app, users.TECHNICIAN));
    signature = await sharp({ create: { width: 600, height: 220, channels: 4, background: '#ffffff00' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="220"><path d="M20 150 C 120 20, 220 200, 580 60" stroke="#111" stroke-width="4" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
  });
  afterAll(async () => t?.close());

  it('refuses a signature of more pixels than a signature pad makes, from its header, and stores nothing', async () => {
    const { visitId } = await newVisit();
    const maxSide = VISIT_WORK_LIMITS.signatureMaxSide;
    // The 10000 × 10000 transparent PNG of the review: ~390 KB, under the byte limit, 400 MB decoded.
    const hostile = blankPng(10_000, 10_000);
    expect(hostile.length).toBeLessThan(VISIT_WORK_LIMITS.signatureMaxBytes);
    for (const png of [hostile, blankPng(maxSide + 1, 10), blankPng(10, maxSide + 1)]) {
      const refused = await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(png));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(VISIT_WORK_STRINGS.signatureTooLarge);
    }
    expect((await stored(visitId)).signature).toBeNull();
    // At the limit it is taken, and kept within the stored size.
    const edge = await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(blankPng(maxSide, 40)));
    expect(edge.statusCode).toBe(200);
    const kept = pngInfo(Buffer.from((await stored(visitId)).signature ?? []));
    expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(VISIT_WORK_LIMITS.signatureStoredSide);
  });

  it('stores only the re-encoded signature: 8-bit, no alpha, not interlaced, no text chunks', async () => {
    const { visitId } = await newVisit();
    // 16-bit, interlaced (pdfkit would unpack both in JavaScript) and a compressed-text bomb.
    const awkward = pngWithTextBomb(
      await sharp(signature).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
      64,
    );
    expect(pngInfo(awkward)).toMatchObject({ bitDepth: 16, interlaced: true });
    const first = await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(awkward));
    expect(first.statusCode).toBe(200);
    const served = await api('GET', `/api/visits/${visitId}/signature.png`);
    expect(served.headers['content-type']).toBe('image/png');
    const info = pngInfo(served.rawPayload);
    expect(info).toMatchObject({ width: 600, height: 220, bitDepth: 8, colourType: 2, interlaced: false });
    // No text, profile or animation chunk survives; only the image and its pixel density.
    expect([...new Set(info.chunks)].sort()).toEqual(['IDAT', 'IEND', 'IHDR', 'pHYs']);
    expect(served.rawPayload.length).toBeLessThan(awkward.length);
    expect((await stored(visitId)).signature_encoded).toBe(1);
    // The same signature again changes nothing (the phone replays it).
    const again = await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(awkward));
    expect(again.json()).toEqual(first.json());
    // A picture that is no PNG, or a damaged one, is refused as before.
    const broken = Buffer.from(signature.subarray(0, 60));
    expect((await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(broken))).statusCode).toBe(
      400,
    );
  });

  it('re-encodes a signature kept raw from before this change before the report draws it', async () => {
    const { visitId } = await newVisit();
    await recordResults(t.app, technician, visitId);
    expect((await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature))).statusCode).toBe(
      200,
    );
    // As an install upgraded from before decision 0076 holds it: the upload's own bytes, with alpha.
    await t.database.db
      .updateTable('inspection_visits')
      .set({ signature, signature_encoded: 0 })
      .where('id', '=', visitId)
      .execute();
    const done = await api('POST', `/api/visits/${visitId}/complete`);
    expect(done.statusCode).toBe(200);
    const after = await stored(visitId);
    expect(after.signature_encoded).toBe(1);
    expect(pngInfo(Buffer.from(after.signature ?? []))).toMatchObject({ colourType: 2, bitDepth: 8 });
    const reportId = (await detail(visitId)).work.reportDocumentId;
    const pdf = (await api('GET', `/api/documents/download/${reportId}`, undefined, office)).rawPayload;
    // The image drawn has no alpha channel: pdfkit would have split one into a soft mask.
    expect(pdf.includes('/SMask')).toBe(false);
  });

  it('will not draw a hostile signature kept from before: completion asks for it again (400)', async () => {
    const { visitId } = await newVisit();
    await recordResults(t.app, technician, visitId);
    await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));
    await t.database.db
      .updateTable('inspection_visits')
      .set({ signature: blankPng(10_000, 10_000), signature_encoded: 0 })
      .where('id', '=', visitId)
      .execute();
    const refused = await api('POST', `/api/visits/${visitId}/complete`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(VISIT_WORK_STRINGS.signatureAgain);
    expect((await stored(visitId)).status).toBe('IN_PROGRESS');
    // Signed again, it completes.
    await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));
    expect((await api('POST', `/api/visits/${visitId}/complete`)).statusCode).toBe(200);
  });

  it('prints no note, name or caption as a line of the report’s own', async () => {
    const { visitId, assetId } = await newVisit();
    await recordResults(
      t.app,
      technician,
      visitId,
      'FAIL',
      `Cylinder dented\n${INJECTED}\r\n\u2028${INJECTED}`,
    );
    const defect = await api('PUT', `/api/visits/${visitId}/defects/${randomUUID()}`, {
      assetId,
      severity: 'MAJOR',
      description: `Bracket missing\n\n${INJECTED}`,
    });
    expect(defect.statusCode).toBe(201);
    const photo = await putPhoto(
      visitId,
      randomUUID(),
      multipart(
        { caption: `Front\n${INJECTED}`, assetId },
        {
          name: 'front.jpg',
          type: 'image/jpeg',
          data: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer(),
        },
      ),
    );
    expect(photo.statusCode).toBe(201);
    expect(photo.json().caption).toBe(`Front ${INJECTED}`);
    // A name's line breaks are gone on input; one long enough to wrap wraps under itself, not at the margin.
    const named = await api(
      'PUT',
      `/api/visits/${visitId}/signature`,
      signatureBody(signature, `Thandi\nMokoena ${'.'.repeat(50)} ${INJECTED}`),
    );
    expect(named.statusCode).toBe(200);
    expect(named.json().signedBy).toBe(`Thandi Mokoena ${'.'.repeat(50)} ${INJECTED}`);
    expect((await api('POST', `/api/visits/${visitId}/complete`)).statusCode).toBe(200);

    const { reportDocumentId } = (await detail(visitId)).work;
    const pdf = (await api('GET', `/api/documents/download/${reportDocumentId}`, undefined, office))
      .rawPayload;
    const lines = await printedLines(pdf);
    const body = lines.find((l) => l.text.startsWith('Fail'));
    if (!body) throw new Error('the failed task is not printed');
    // Where a wrapped value breaks, either half may start a line.
    const injected = lines.filter((l) => /CERTIFICATE OF|SYSTEMS PASSED/.test(l.text));
    // The note (twice), the defect, the caption and the name are all printed, and none as a line of the
    // report's own: each is indented, or smaller (the caption under its photo), or follows its label.
    expect(injected.length).toBeGreaterThanOrEqual(5);
    for (const line of injected) {
      const setApart = line.x > body.x + 5 || line.size < body.size - 0.5;
      expect(
        setApart || line.text.startsWith(`${REPORT_STRINGS.signedBy}: Thandi`),
        JSON.stringify(line),
      ).toBe(true);
    }
    // The technician's free text is labelled as theirs, indented and smaller.
    const notes = injected.filter((l) => l.text.startsWith('CERTIFICATE'));
    expect(notes.filter((l) => l.x > body.x + 5 && l.size < body.size).length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.text.startsWith(REPORT_STRINGS.technicianNote)).length).toBe(1);
    expect(lines.filter((l) => l.text.startsWith(REPORT_STRINGS.defectNote)).length).toBe(1);
    // The library's text of the report keeps each note on its labelled line too.
    const row = await t.database.db
      .selectFrom('documents')
      .select('searchable_content')
      .where('id', '=', reportDocumentId ?? '')
      .executeTakeFirstOrThrow();
    for (const line of row.searchable_content.split('\n'))
      expect(line.startsWith('CERTIFICATE'), line).toBe(false);
  });

  it('draws the report again when a write lands while it is being drawn (outside the transaction)', async () => {
    const { visitId, assetId } = await newVisit();
    const visit = await recordResults(t.app, technician, visitId);
    await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));
    const pool = t.app.context.fileParsing;
    const tasks = visit.assets[0]?.tasks ?? [];
    let draws = 0;
    // The first drawing finds a result changed behind it, as a phone's late sync would.
    const images = {
      ...pool,
      run: (async (job: string, input: never, params: never, options?: never) => {
        if (job === 'visit-documents') draws += 1;
        if (job === 'visit-documents' && draws === 1)
          await putResult({
            db: t.database.db,
            actor: { id: users.TECHNICIAN.user.id, role: 'TECHNICIAN' },
            id: visitId,
            assetId,
            input: {
              checks: tasks.map((_, taskIndex) => ({ taskIndex, outcome: 'PASS' as const })),
              readings: [],
              notes: 'Late note from the phone',
              recordedAt: '2026-03-02T09:00:00.000Z',
            },
          });
        return pool.run(job as 'visit-documents', input, params, options);
      }) as typeof pool.run,
    };
    const index = { add: () => {}, remove: () => {} } as unknown as DocumentIndex;
    await completeVisit({
      db: t.database.db,
      documents: {
        db: t.database.db,
        store: createContentStore(await openFileStore(t.config), 'files'),
        index,
      },
      company: t.config.company,
      fileParsing: images,
      actor: { id: users.PROJECT_MANAGER.user.id, role: 'PROJECT_MANAGER' },
      id: visitId,
    });
    expect(draws).toBe(2);
    const { reportDocumentId } = (await detail(visitId)).work;
    const pdf = (await api('GET', `/api/documents/download/${reportDocumentId}`, undefined, office))
      .rawPayload;
    expect((await printedLines(pdf)).some((l) => l.text.includes('Late note from the phone'))).toBe(true);
  });

  it('refuses a photo that names a defect of another visit, or none (400), and stores nothing', async () => {
    const mine = await newVisit();
    const other = await newVisit();
    const defectId = randomUUID();
    expect(
      (
        await api('PUT', `/api/visits/${other.visitId}/defects/${defectId}`, {
          assetId: null,
          severity: 'MINOR',
          description: 'Signage faded',
        })
      ).statusCode,
    ).toBe(201);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const file = { name: 'p.jpg', type: 'image/jpeg', data: jpeg };
    for (const named of [defectId, randomUUID()]) {
      const refused = await putPhoto(mine.visitId, randomUUID(), multipart({ defectId: named }, file));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(VISIT_WORK_STRINGS.defectNotOnVisit);
    }
    expect((await detail(mine.visitId)).work.photos).toHaveLength(0);
    // Its own visit's defect is fine.
    const own = await putPhoto(other.visitId, randomUUID(), multipart({ defectId }, file));
    expect(own.statusCode).toBe(201);
    expect(own.json().defectId).toBe(defectId);
  });

  it('audits the start, results, defects, photos and signature once each, with who did it', async () => {
    const { visitId, assetId } = await newVisit();
    expect((await api('POST', `/api/visits/${visitId}/start`)).statusCode).toBe(200);
    expect((await api('POST', `/api/visits/${visitId}/start`)).statusCode).toBe(200);
    await recordResults(t.app, technician, visitId, 'FAIL', 'Dented');
    await recordResults(t.app, technician, visitId, 'FAIL', 'Dented'); // a replay: no second row
    const defectId = randomUUID();
    const defect = { assetId, severity: 'MINOR', description: 'Signage faded' };
    await api('PUT', `/api/visits/${visitId}/defects/${defectId}`, defect);
    await api('PUT', `/api/visits/${visitId}/defects/${defectId}`, defect);
    await api('PUT', `/api/visits/${visitId}/defects/${defectId}`, { ...defect, severity: 'MAJOR' });
    const photoId = randomUUID();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const photoBody = multipart(
      { defectId, caption: 'Sign' },
      { name: 'p.jpg', type: 'image/jpeg', data: jpeg },
    );
    expect((await putPhoto(visitId, photoId, photoBody)).statusCode).toBe(201);
    expect((await putPhoto(visitId, photoId, photoBody)).statusCode).toBe(200);
    await api('DELETE', `/api/visits/${visitId}/photos/${photoId}`);
    await api('DELETE', `/api/visits/${visitId}/photos/${photoId}`);
    await api('DELETE', `/api/visits/${visitId}/defects/${defectId}`);
    await api('DELETE', `/api/visits/${visitId}/defects/${defectId}`);
    await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));
    await api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature));

    // Rows of the same millisecond may list in either order: compared as a set with counts.
    const trail = (await auditOf(visitId)).filter((e) => e.actor?.id === users.TECHNICIAN.user.id);
    expect(trail.map((e) => e.action).sort()).toEqual(
      ['start', 'result', 'defect', 'defect', 'photo', 'delete-photo', 'delete-defect', 'signature'].sort(),
    );
    expect(trail.find((e) => e.action === 'result')?.after).toMatchObject({ assetId, outcome: 'FAIL' });
    const severities = trail.filter((e) => e.action === 'defect').map((e) => String(e.after?.severity));
    expect(severities.sort()).toEqual(['MAJOR', 'MINOR']);
    expect(trail.find((e) => e.action === 'photo')?.after).toMatchObject({ photoId, defectId });
    expect(trail.find((e) => e.action === 'signature')?.after).toMatchObject({ signedBy: 'Thandi Mokoena' });
  });

  it('keeps no change whose audit row could not be written (one transaction)', async () => {
    const { visitId, assetId } = await newVisit();
    const visit = await detail(visitId);
    const tasks = visit.assets[0]?.tasks ?? [];
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const db = t.database.db;
    if (engine === 'sqlite')
      await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit refused'); END`.execute(
        db,
      );
    else {
      await sql`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(
        db,
      );
    }
    try {
      const writes = [
        () => api('POST', `/api/visits/${visitId}/start`),
        () =>
          api('PUT', `/api/visits/${visitId}/results/${assetId}`, {
            checks: tasks.map((_, taskIndex) => ({ taskIndex, outcome: 'PASS' })),
            readings: [],
            notes: '',
            recordedAt: new Date().toISOString(),
          }),
        () =>
          api('PUT', `/api/visits/${visitId}/defects/${randomUUID()}`, {
            assetId: null,
            severity: 'MINOR',
            description: 'Signage faded',
          }),
        () =>
          putPhoto(visitId, randomUUID(), multipart({}, { name: 'p.jpg', type: 'image/jpeg', data: jpeg })),
        () => api('PUT', `/api/visits/${visitId}/signature`, signatureBody(signature)),
      ];
      for (const write of writes) expect((await write()).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`DROP TRIGGER refuse_audit${engine === 'postgres' ? sql` ON audit_log` : sql``}`.execute(db);
      if (engine === 'postgres') await sql`DROP FUNCTION refuse_audit()`.execute(db);
    }
    const after = await detail(visitId);
    expect(after.status).toBe('SCHEDULED');
    expect(after.work).toMatchObject({ results: [], defects: [], photos: [], signature: null });
  });
});
