/** A visit's row in its API shape, and the JSON lists its columns hold. */
import {
  type FireSystem,
  type Frequency,
  isChargeableKind,
  OPEN_VISIT_STATUSES,
  type Visit,
  type VisitCover,
  type VisitKind,
  type VisitStatus,
} from '@firebreak/shared';
import type { Row } from './visit-rows';

export const parseList = <T>(text: string): T[] => {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

export function toVisit(row: Row, today: string, systems: FireSystem[]): Visit {
  const status = row.status as VisitStatus;
  return {
    id: row.id,
    siteId: row.site_id,
    siteName: row.site_name,
    clientId: row.client_id,
    clientName: row.client_name,
    dueDate: row.due_date,
    frequency: row.frequency ? (row.frequency as Frequency) : null,
    kind: (row.kind ?? 'ROUTINE') as VisitKind,
    chargeable: isChargeableKind(row.kind ?? 'ROUTINE'),
    quoteId: row.quote_id ?? null,
    travelKm: Number(row.travel_km ?? 0),
    frequencies: parseList<Frequency>(row.frequencies),
    status,
    overdue: OPEN_VISIT_STATUSES.includes(status) && row.due_date < today,
    scheduledFor: row.scheduled_for,
    technicianId: row.technician_id,
    technicianName: row.technician_name,
    vehicleId: row.vehicle_id,
    vehicleRegistration: row.vehicle_registration,
    notes: row.notes,
    assetCount: parseList<VisitCover>(row.covers).length,
    agreementId: row.agreement_id ?? null,
    agreementNumber: row.agreement_number ?? null,
    covered: Boolean(row.agreement_id),
    systems,
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
