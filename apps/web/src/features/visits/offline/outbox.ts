/**
 * The phone's outbox of a visit (decision 0067): the changes made on site, kept in order until the
 * server has them. Pure: what an operation is, which waiting ones a new one replaces, and the visit as
 * the screen shows it — the last fetched snapshot with the waiting operations applied on top.
 */
import {
  type AssetResultInput,
  assetOutcome,
  type CheckOutcome,
  type DefectInput,
  type PhotoFields,
  type SignatureInput,
  type VisitDetail,
} from '@firebreak/shared';

/** A photo as taken: bytes, not a Blob, so any IndexedDB (and its test double) can keep it. */
export type StoredPhoto = { bytes: ArrayBuffer; type: string; name: string };

export type OpBody =
  /** Start (or Resume) on site; `at` when tapped on My day, so time kept offline counts (issue 30 §1). */
  | { kind: 'start'; at?: string }
  /** Pause on site (My day). */
  | { kind: 'pause'; at?: string }
  | { kind: 'result'; assetId: string; payload: AssetResultInput }
  | { kind: 'defect'; defectId: string; payload: DefectInput }
  | { kind: 'deleteDefect'; defectId: string }
  | { kind: 'photo'; photoId: string; fields: PhotoFields; photo: StoredPhoto }
  | { kind: 'deletePhoto'; photoId: string }
  | { kind: 'signature'; payload: SignatureInput }
  | { kind: 'complete' };

export type OutboxOp = OpBody & {
  /** Order of sending; given by the store. */
  seq?: number;
  opId: string;
  visitId: string;
  /** The user who made it: it is sent only with that user's token (decision 0075). */
  authorId: string;
  createdAt: string;
  /** The server refused it (a 4xx other than 'closed'): its message, until the user discards it. */
  error?: string;
};

export type OpKind = OpBody['kind'];

/**
 * Waiting operations a new one makes pointless: an asset's earlier result, the same defect's earlier
 * version, an earlier signature. Sending is strictly in order, so dropping them loses nothing; one
 * already on its way still lands first and the new one after it.
 */
export function supersededBy(op: OpBody, waiting: readonly OutboxOp[]): OutboxOp[] {
  return waiting.filter((w) => {
    if (op.kind === 'result') return w.kind === 'result' && w.assetId === op.assetId;
    if (op.kind === 'defect') return w.kind === 'defect' && w.defectId === op.defectId;
    if (op.kind === 'signature') return w.kind === 'signature';
    if (op.kind === 'deletePhoto') return w.kind === 'photo' && w.photoId === op.photoId;
    if (op.kind === 'deleteDefect')
      return (
        (w.kind === 'defect' && w.defectId === op.defectId) ||
        (w.kind === 'photo' && w.fields.defectId === op.defectId)
      );
    return false;
  });
}

export type ResultView = AssetResultInput & { outcome: CheckOutcome; pending: boolean };
export type DefectView = DefectInput & { id: string; pending: boolean };
export type PhotoView = {
  id: string;
  assetId: string | null;
  defectId: string | null;
  caption: string;
  /** The stored photo on the server, once it is there. */
  url?: string;
  /** The photo on the phone, while it waits. */
  local?: StoredPhoto;
  pending: boolean;
};
export type SignatureView = { signedBy: string; image?: string; url?: string; pending: boolean };

export type VisitView = {
  detail: VisitDetail;
  results: Record<string, ResultView>;
  defects: DefectView[];
  photos: PhotoView[];
  signature: SignatureView | null;
  /** Finish visit was tapped and waits to be sent. */
  finishing: boolean;
};

/** The snapshot with the waiting operations applied, in order. */
export function applyOps(detail: VisitDetail, ops: readonly OutboxOp[]): VisitView {
  const results: Record<string, ResultView> = {};
  for (const r of detail.work.results) {
    results[r.assetId] = {
      checks: r.checks,
      readings: r.readings,
      notes: r.notes,
      recordedAt: r.recordedAt,
      outcome: r.outcome,
      pending: false,
    };
  }
  let defects: DefectView[] = detail.work.defects.map((d) => ({
    id: d.id,
    assetId: d.assetId,
    severity: d.severity,
    description: d.description,
    pending: false,
  }));
  let photos: PhotoView[] = detail.work.photos.map((p) => ({
    id: p.id,
    assetId: p.assetId,
    defectId: p.defectId,
    caption: p.caption,
    url: p.url,
    pending: false,
  }));
  let signature: SignatureView | null = detail.work.signature
    ? { signedBy: detail.work.signature.signedBy, url: detail.work.signature.url, pending: false }
    : null;
  let status = detail.status;
  let finishing = false;
  for (const op of ops) {
    switch (op.kind) {
      case 'start':
        if (status === 'DUE' || status === 'SCHEDULED') status = 'IN_PROGRESS';
        break;
      case 'pause':
        break;
      case 'result':
        results[op.assetId] = { ...op.payload, outcome: assetOutcome(op.payload.checks), pending: true };
        break;
      case 'defect': {
        const next = { ...op.payload, id: op.defectId, pending: true };
        const at = defects.findIndex((d) => d.id === op.defectId);
        defects = at < 0 ? [...defects, next] : defects.map((d, i) => (i === at ? next : d));
        break;
      }
      case 'deleteDefect':
        defects = defects.filter((d) => d.id !== op.defectId);
        photos = photos.filter((p) => p.defectId !== op.defectId);
        break;
      case 'deletePhoto':
        photos = photos.filter((p) => p.id !== op.photoId);
        break;
      case 'photo':
        photos = [
          ...photos.filter((p) => p.id !== op.photoId),
          {
            id: op.photoId,
            assetId: op.fields.assetId ?? null,
            defectId: op.fields.defectId ?? null,
            caption: op.fields.caption ?? '',
            local: op.photo,
            pending: true,
          },
        ];
        break;
      case 'signature':
        signature = { signedBy: op.payload.signedBy, image: op.payload.image, pending: true };
        break;
      case 'complete':
        finishing = true;
        break;
    }
  }
  return { detail: { ...detail, status }, results, defects, photos, signature, finishing };
}

/** What still stops 'Finish visit': assets with no result, and the signature. */
export function finishBlockers(view: VisitView): { unrecorded: number; needsSignature: boolean } {
  const unrecorded = view.detail.assets.filter((a) => !view.results[a.id]).length;
  return { unrecorded, needsSignature: !view.signature };
}
