import { correctionHeader, correctionSummary, type CorrectionSummaryRow } from '#corrections/repository';
import { recordAudit } from '#db/audit';
import type { Database, Queryable } from '#db/database';
import { SENDER_STATUS_LABELS, type SentRequest } from './parameter-requests-schemas';

interface RequestRow {
  id: string;
  local_authority_id: string;
  header: string;
  description: string;
  changes: SentRequest['changes'];
  status: number;
  insert_datetime: Date;
  discard_reason: string | null;
}

const COLUMNS = 'id, local_authority_id, header, description, changes, status, insert_datetime, discard_reason';

/** The sender's label of a status number (spec section 4 sample data). */
export function senderStatusLabel(status: number): SentRequest['statusLabel'] {
  if (status === 0 || status === 1) return SENDER_STATUS_LABELS[0];
  if (status === 2) return SENDER_STATUS_LABELS[1];
  if (status === 3) return SENDER_STATUS_LABELS[2];
  return SENDER_STATUS_LABELS[3];
}

function toSentRequest(row: RequestRow & { kind?: SentRequest['kind'] } & Partial<CorrectionSummaryRow>): SentRequest {
  const correction = row.kind === 'CORRECTION' ? correctionSummary({ ...(row as CorrectionSummaryRow), reason: row.description }) : null;
  return {
    id: row.id,
    header: row.header,
    description: row.description,
    date: new Date(row.insert_datetime).toISOString(),
    status: row.status,
    statusLabel: senderStatusLabel(row.status),
    seen: row.status !== 0,
    changes: row.changes,
    localAuthorityId: row.local_authority_id,
    reason: row.discard_reason,
    kind: row.kind ?? 'PARAMETERS',
    correction,
  };
}

export async function insertRequest(
  db: Database,
  request: { localAuthorityId: string; userId: string; header: string; description: string; changes: SentRequest['changes'] },
): Promise<SentRequest> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RequestRow>(
      `INSERT INTO parameter_requests (local_authority_id, request_user_id, header, description, changes, update_user_id)
       VALUES ($1, $2, $3, $4, $5::jsonb, $2) RETURNING ${COLUMNS}`,
      [request.localAuthorityId, request.userId, request.header, request.description, JSON.stringify(request.changes)],
    );
    const sent = toSentRequest(rows[0]);
    await recordAudit(tx, {
      actorUserId: request.userId,
      actingLocalAuthorityId: request.localAuthorityId,
      action: 'create',
      entity: 'parameter_request',
      entityId: sent.id,
      after: sent,
    });
    return sent;
  });
}

/** The authority's parameter requests and corrections, newest first. */
export async function findSentRequests(db: Queryable, localAuthorityId: string): Promise<SentRequest[]> {
  const { rows } = await db.query<RequestRow & { kind: SentRequest['kind'] } & CorrectionSummaryRow>(
    `SELECT ${COLUMNS}, 'PARAMETERS' AS kind, NULL::text AS record_kind, NULL::text AS record_id, NULL::text AS record_label, NULL::boolean AS void
       FROM parameter_requests WHERE local_authority_id = $1
     UNION ALL
     SELECT c.id, c.local_authority_id, ${correctionHeader('c')}, c.reason, '[]'::jsonb, c.status, c.insert_datetime, c.discard_reason,
            'CORRECTION', c.record_kind, c.record_id::text, c.record_label, c.void
       FROM waste_corrections c WHERE c.local_authority_id = $1
     ORDER BY insert_datetime DESC, id LIMIT 500`,
    [localAuthorityId],
  );
  return rows.map(toSentRequest);
}
