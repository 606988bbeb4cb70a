import { applyCorrection, type CorrectableRecords, type CorrectedRecord } from '#corrections/apply';
import { findCorrection } from '#corrections/repository';
import type { RecordKind } from '#corrections/schemas';
import type { Queryable } from '#db/database';
import { AppError, inputRefused } from '#errors';
import { forgetMfaResults } from '#mfa/contributions';
import { laWasteRecords } from '#routes/local-authority/waste-corrections/records';
import { findWasteRecordView } from '#routes/local-authority/waste-record-view';
import { saveOverrides } from '#routes/mfa/repository';
import { normaliseChanges } from '#routes/mfa/rules';
import { notifyCorrectionAnswered, notifyRequestAnswered } from '#routes/notifications/repository';
import { findReturnView } from '#routes/recycler/return-view';
import { recyclerReturnRecords } from '#routes/recycler/waste-corrections/records';
import { findEntryView } from '#routes/sampath-piyasa/entry-view';
import { centreEntryRecords } from '#routes/sampath-piyasa/waste-corrections/records';
import type { AdminRequest, AdminRequestDetail } from './schemas';

/** Each kind of record a correction may be about: how it is retired and replaced, and its view (any owner's). */
const RECORDS: Record<RecordKind, { records: CorrectableRecords<CorrectedRecord>; view: (db: Queryable, id: string) => Promise<unknown> }> =
  {
    LA_WASTE: { records: laWasteRecords, view: (db, id) => findWasteRecordView(db, id, null) },
    CENTRE_WASTE: { records: centreEntryRecords, view: (db, id) => findEntryView(db, id, null) },
    RECYCLER_RETURN: { records: recyclerReturnRecords, view: (db, id) => findReturnView(db, id, null) },
  };

/** A failed check of what a request proposes, said as such: the request stays open. */
async function asProposed<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400)
      throw inputRefused(`The ${what} cannot be applied: ${error.message}`, 'PROPOSAL_NOT_APPLICABLE');
    throw error;
  }
}

/**
 * Completes a request in the admin's transaction: a parameter request's changes become the authority's parameters
 * (checked again as a super admin's edit); a correction retires its record and writes its replacement (checked again
 * by the save's rules). Answers what the request's audit entry adds.
 */
export async function applyAnswer(tx: Queryable, request: AdminRequest, userId: string): Promise<Record<string, unknown>> {
  if (request.kind === 'CORRECTION') {
    const correction = (await findCorrection(tx, request.id))!;
    return asProposed('correction', () => applyCorrection(tx, RECORDS[correction.kind].records, correction, userId));
  }
  const localAuthorityId = request.localAuthorityId!;
  const changes = await asProposed('proposed changes', async () =>
    normaliseChanges(request.changes as Parameters<typeof normaliseChanges>[0]),
  );
  await saveOverrides(tx, localAuthorityId, changes, { kind: 'request', note: request.header, requestId: request.id, userId });
  await forgetMfaResults(tx, localAuthorityId);
  return { applied: changes };
}

/** The sender hears of the answer (the bell), in the admin's transaction. */
export async function answered(tx: Queryable, request: AdminRequest, completed: boolean, reason: string | null): Promise<void> {
  if (request.kind === 'PARAMETERS') {
    const kind = completed ? 'request-approved' : 'request-rejected';
    await notifyRequestAnswered(
      tx,
      { id: request.id, localAuthorityId: request.localAuthorityId!, header: request.header },
      { kind, reason },
    );
    return;
  }
  const kind = completed ? 'correction-approved' : 'correction-rejected';
  const owner = { localAuthorityId: request.localAuthorityId, recyclerId: request.recyclerId };
  await notifyCorrectionAnswered(tx, { id: request.id, header: request.header, owner }, { kind, reason });
}

/** A correction as an admin reads it: the record as it stands now beside the replacement as it would be saved. */
export async function correctionDetail(db: Queryable, request: AdminRequest): Promise<AdminRequestDetail['correction']> {
  if (!request.correction) return null;
  const stored = (await findCorrection(db, request.id))!;
  const current = await RECORDS[stored.kind].view(db, stored.recordId);
  return { ...request.correction, current, proposed: stored.proposed } as AdminRequestDetail['correction'];
}
