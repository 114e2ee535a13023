import type { VisitDetail } from '@firebreak/shared';
import { describe, expect, it } from 'vitest';
import { makeVisitDetail } from '@/testing/visits';
import { applyOps, finishBlockers, type OpBody, type OutboxOp, supersededBy } from './outbox';

const detail: VisitDetail = makeVisitDetail({
  frequency: 'QUARTERLY',
  frequencies: ['MONTHLY', 'QUARTERLY'],
  assets: [
    {
      id: 'a-1',
      type: 'PUMP',
      typeLabel: 'Fire pump',
      make: '',
      model: '',
      serial: 'P1',
      location: '',
      tasks: [],
      readings: [],
    },
    {
      id: 'a-2',
      type: 'VALVE',
      typeLabel: 'Valve',
      make: '',
      model: '',
      serial: 'V1',
      location: '',
      tasks: [],
      readings: [],
    },
  ],
  work: {
    results: [
      {
        assetId: 'a-1',
        checks: [{ taskIndex: 0, outcome: 'PASS' }],
        readings: [],
        notes: 'old',
        recordedAt: '2026-11-26T07:00:00.000Z',
        outcome: 'PASS',
        updatedAt: '2026-11-26T07:00:01.000Z',
      },
    ],
    defects: [
      {
        id: 'd-1',
        visitId: 'v-1',
        assetId: null,
        severity: 'MINOR',
        description: 'Sign faded',
        status: 'OPEN',
        createdAt: '2026-11-26T07:00:00.000Z',
      },
    ],
    photos: [],
    signature: null,
    reportDocumentId: null,
    certificateDocumentId: null,
  },
});

let seq = 0;
const op = (body: OpBody): OutboxOp => ({
  ...body,
  seq: ++seq,
  opId: `op-${seq}`,
  visitId: 'v-1',
  authorId: 'u-1',
  createdAt: '2026-11-26T08:00:00.000Z',
});
const result = (assetId: string, outcome: 'PASS' | 'FAIL', notes = '') =>
  op({
    kind: 'result',
    assetId,
    payload: {
      checks: [{ taskIndex: 0, outcome }],
      readings: [],
      notes,
      recordedAt: '2026-11-26T08:00:00.000Z',
    },
  });
const photo = { bytes: new ArrayBuffer(4), type: 'image/jpeg', name: 'p.jpg' };

describe('applyOps', () => {
  it('shows waiting results, defects, photos and the signature on top of the snapshot', () => {
    const view = applyOps(detail, [
      op({ kind: 'start' }),
      result('a-2', 'FAIL', 'leaking'),
      op({
        kind: 'defect',
        defectId: 'd-2',
        payload: { assetId: 'a-2', severity: 'MAJOR', description: 'Leaks' },
      }),
      op({ kind: 'photo', photoId: 'ph-1', fields: { defectId: 'd-2' }, photo }),
      op({ kind: 'signature', payload: { signedBy: 'Anna', image: 'data:image/png;base64,AA' } }),
    ]);
    expect(view.detail.status).toBe('IN_PROGRESS');
    expect(view.results['a-1']).toMatchObject({ outcome: 'PASS', pending: false });
    expect(view.results['a-2']).toMatchObject({ outcome: 'FAIL', notes: 'leaking', pending: true });
    expect(view.defects.map((d) => [d.id, d.pending])).toEqual([
      ['d-1', false],
      ['d-2', true],
    ]);
    expect(view.photos).toEqual([
      { id: 'ph-1', assetId: null, defectId: 'd-2', caption: '', local: photo, pending: true },
    ]);
    expect(view.signature).toEqual({ signedBy: 'Anna', image: 'data:image/png;base64,AA', pending: true });
    expect(finishBlockers(view)).toEqual({ unrecorded: 0, needsSignature: false });
    expect(view.finishing).toBe(false);
  });

  it('removes a deleted defect and its photos; complete marks the visit finishing', () => {
    const view = applyOps(detail, [
      op({ kind: 'photo', photoId: 'ph-1', fields: { defectId: 'd-1' }, photo }),
      op({ kind: 'deleteDefect', defectId: 'd-1' }),
      op({ kind: 'complete' }),
    ]);
    expect(view.defects).toEqual([]);
    expect(view.photos).toEqual([]);
    expect(view.finishing).toBe(true);
    expect(finishBlockers(view)).toEqual({ unrecorded: 1, needsSignature: true });
  });
});

describe('supersededBy', () => {
  it("drops an asset's earlier waiting result, the same defect's earlier version and an earlier signature", () => {
    const a1 = result('a-1', 'PASS');
    const a2 = result('a-2', 'PASS');
    const d = op({
      kind: 'defect',
      defectId: 'd-9',
      payload: { assetId: null, severity: 'MINOR', description: 'abc' },
    });
    const p = op({ kind: 'photo', photoId: 'ph', fields: { defectId: 'd-9' }, photo });
    const s = op({ kind: 'signature', payload: { signedBy: 'Anna', image: 'data:image/png;base64,AA' } });
    const waiting = [a1, a2, d, p, s];
    expect(supersededBy(result('a-1', 'FAIL'), waiting)).toEqual([a1]);
    expect(
      supersededBy(
        { kind: 'defect', defectId: 'd-9', payload: d.kind === 'defect' ? d.payload : (undefined as never) },
        waiting,
      ),
    ).toEqual([d]);
    expect(supersededBy({ kind: 'deleteDefect', defectId: 'd-9' }, waiting)).toEqual([d, p]);
    expect(
      supersededBy(
        { kind: 'signature', payload: { signedBy: 'B', image: 'data:image/png;base64,' } },
        waiting,
      ),
    ).toEqual([s]);
    expect(supersededBy({ kind: 'photo', photoId: 'x', fields: {}, photo }, waiting)).toEqual([]);
    // Removing a photo still waiting to be sent drops its upload.
    expect(supersededBy({ kind: 'deletePhoto', photoId: 'ph' }, waiting)).toEqual([p]);
    expect(supersededBy({ kind: 'complete' }, waiting)).toEqual([]);
  });
});
