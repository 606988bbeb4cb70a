import type { Queryable } from './database';

export interface AuditEntry {
  /** Null for the system itself (seeds, start-up). */
  actorUserId: string | null;
  actingLocalAuthorityId?: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Call inside the same transaction as the write it describes, so both land or neither does. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_user_id, acting_local_authority_id, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.actorUserId,
      entry.actingLocalAuthorityId ?? null,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
