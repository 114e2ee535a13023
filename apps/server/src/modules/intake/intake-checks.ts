/**
 * What the review screen warns of and foresees for proposed fields (issue 32): a serial already in the
 * site's register, a certificate number already read (at the site, or earlier in the batch), and each
 * proposed asset's next visit by the SANS schedule: the catalogue's frequencies for its type, anchored
 * as visit generation anchors them (dueVisits: the latest of the installed date, the site's creation,
 * the site's last visit of that frequency, and the paper's own service or test date).
 */
import {
  addMonths,
  assetTypeOf,
  FREQUENCY_INTERVALS,
  FREQUENCY_LABELS,
  type Frequency,
  INTAKE_MESSAGES,
  type IntakeDuplicate,
  type IntakeField,
  johannesburgDate,
  paperAnchors,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { parseList } from '../visits/visits.mapper';

export const serialKey = (serial: string) => serial.trim().toLowerCase();
export const certificateKey = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** The fields of one group, by key. */
export function groupsOf(fields: readonly IntakeField[]): Map<string, Map<string, IntakeField>> {
  const groups = new Map<string, Map<string, IntakeField>>();
  for (const field of fields) {
    const group = groups.get(field.group) ?? new Map<string, IntakeField>();
    group.set(field.key, field);
    groups.set(field.group, group);
  }
  return groups;
}

const nextAfter = (anchor: string, frequency: Frequency) => {
  const step = FREQUENCY_INTERVALS[frequency];
  if (step.days) {
    const day = new Date(`${anchor}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + step.days);
    return day.toISOString().slice(0, 10);
  }
  return addMonths(anchor, step.months ?? 1);
};

const isDate = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

export async function intakeChecks(
  { db }: ServiceDeps<'db'>,
  {
    siteId,
    siteCreatedOn,
    files,
  }: {
    siteId: string;
    siteCreatedOn: string;
    files: { id: string; fileName: string; fields: IntakeField[] }[];
  },
) {
  const duplicates = new Map<string, IntakeDuplicate[]>();
  const nextDue = new Map<string, { group: string; frequency: string; date: string }[]>();
  if (files.length === 0) return { duplicates, nextDue };
  const [assets, records, visits] = await Promise.all([
    db
      .selectFrom('assets')
      .select(['id', 'serial', 'serial_key', 'location'])
      .where('site_id', '=', siteId)
      .where('serial_key', 'is not', null)
      .execute(),
    db
      .selectFrom('asset_records')
      .leftJoin('documents', 'documents.id', 'asset_records.document_id')
      .select(['asset_records.certificate_key', 'asset_records.certificate_number', 'documents.name'])
      .where('asset_records.site_id', '=', siteId)
      .where('asset_records.certificate_key', 'is not', null)
      .execute(),
    db
      .selectFrom('inspection_visits')
      .select(['frequencies', 'completed_at'])
      .where('site_id', '=', siteId)
      .where('status', '=', 'COMPLETED')
      .where('kind', '=', 'ROUTINE')
      .execute(),
  ]);
  const bySerial = new Map(assets.map((asset) => [asset.serial_key, asset]));
  const byCertificate = new Map(records.map((record) => [record.certificate_key, record]));
  const lastVisit = new Map<Frequency, string>();
  for (const visit of visits) {
    if (!visit.completed_at) continue;
    const done = johannesburgDate(new Date(visit.completed_at));
    for (const f of parseList<Frequency>(visit.frequencies)) {
      const current = lastVisit.get(f);
      if (!current || done > current) lastVisit.set(f, done);
    }
  }
  const seenCertificates = new Map<string, string>();
  for (const file of files) {
    const found: IntakeDuplicate[] = [];
    const groups = groupsOf(file.fields);
    const certificate = groups.get('document')?.get('certificateNumber');
    if (certificate?.value) {
      const key = certificateKey(certificate.value);
      const record = byCertificate.get(key);
      const earlier = seenCertificates.get(key);
      if (record)
        found.push({
          fieldId: certificate.id,
          message: INTAKE_MESSAGES.duplicateCertificate(certificate.value, record.name ?? 'an earlier paper'),
          assetId: null,
        });
      else if (earlier)
        found.push({
          fieldId: certificate.id,
          message: INTAKE_MESSAGES.duplicateCertificate(certificate.value, `also in ${earlier}`),
          assetId: null,
        });
      else seenCertificates.set(key, file.fileName);
    }
    const due: { group: string; frequency: string; date: string }[] = [];
    for (const [group, fields] of groups) {
      if (!group.startsWith('asset:')) continue;
      const serial = fields.get('serial');
      const existing = serial?.value ? bySerial.get(serialKey(serial.value)) : undefined;
      if (serial && existing)
        found.push({
          fieldId: serial.id,
          message: INTAKE_MESSAGES.duplicateSerial(serial.value, existing.location || existing.serial),
          assetId: existing.id,
        });
      const type = assetTypeOf(fields.get('type')?.value ?? '');
      if (!type) continue;
      const installed = fields.get('installedOn')?.value;
      const document = groups.get('document');
      const servicedOn = fields.get('lastServiceOn')?.value ?? document?.get('serviceDate')?.value;
      const testedOn = fields.get('lastTestOn')?.value ?? document?.get('testDate')?.value;
      const own = paperAnchors({
        servicedOn: isDate(servicedOn) ? servicedOn : null,
        testedOn: isDate(testedOn) ? testedOn : null,
      });
      for (const frequency of new Set(type.tasks.map((task) => task.frequency))) {
        let anchor = isDate(installed) ? installed : (own[frequency] ?? siteCreatedOn);
        for (const candidate of [lastVisit.get(frequency), own[frequency]])
          if (candidate && candidate > anchor) anchor = candidate;
        due.push({ group, frequency: FREQUENCY_LABELS[frequency], date: nextAfter(anchor, frequency) });
      }
    }
    if (found.length) duplicates.set(file.id, found);
    if (due.length) nextDue.set(file.id, due);
  }
  return { duplicates, nextDue };
}
