import { recordAudit } from '#db/audit';
import type { Database } from '#db/database';
import { AppError, notFound } from '#errors';

/** The statuses a withdrawal refuses, each the reason of UPLOAD_NOT_WITHDRAWABLE. */
const REFUSED = {
  WITHDRAWN: 'This file was already withdrawn',
  PENDING: 'This file is still importing; withdraw it once its import has completed',
  FAILED: 'This file failed: none of its lines were kept, so there is nothing to withdraw',
} as const;

type RefusedStatus = keyof typeof REFUSED;

const notWithdrawable = (status: RefusedStatus) => new AppError(409, 'UPLOAD_NOT_WITHDRAWABLE', REFUSED[status]).because(status);

export interface Withdrawal {
  status: 'WITHDRAWN';
  withdrawnAt: string;
  reason: string;
}

/**
 * Withdraws a completed upload: its lines stay in customs_lines (what it held can be read in the audit log and
 * counted) but leave customs_visible_lines, so every search, graph, statistic and download drops them at once.
 * The row is locked so that two withdrawals of the same file cannot both pass.
 */
export async function withdrawUpload(db: Database, id: string, reason: string, actorUserId: string): Promise<Withdrawal> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; file_name: string; type: string; row_count: number | null }>(
      'SELECT status, file_name, type, row_count FROM customs_uploads WHERE id = $1 FOR UPDATE',
      [id],
    );
    const upload = rows[0];
    if (!upload) throw notFound('Upload job not found', 'UPLOAD');
    if (upload.status !== 'COMPLETED') throw notWithdrawable(upload.status as RefusedStatus);
    const updated = await tx.query<{ withdrawn_at: Date }>(
      `UPDATE customs_uploads SET status = 'WITHDRAWN', withdrawn_at = now(), withdrawn_by = $2, withdrawal_reason = $3
        WHERE id = $1 RETURNING withdrawn_at`,
      [id, actorUserId, reason],
    );
    await recordAudit(tx, {
      actorUserId,
      action: 'withdraw',
      entity: 'customs_upload',
      entityId: id,
      before: { status: upload.status, fileName: upload.file_name, type: upload.type, lines: upload.row_count },
      after: { status: 'WITHDRAWN', reason },
    });
    return { status: 'WITHDRAWN', withdrawnAt: new Date(updated.rows[0].withdrawn_at).toISOString(), reason };
  });
}
