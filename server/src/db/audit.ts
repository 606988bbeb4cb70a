import { currentRequestId } from '../request-context';
import type { Queryable } from './database';

/** What was done; the /loggers page filters on it. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'seed'
  | 'purge'
  | 'sign-in'
  | 'sign-out'
  | 'revoke'
  | 'update-profile'
  | 'change-password'
  | 'request-email-change'
  | 'change-email'
  | 'cancel-email-change'
  | 'verify-email'
  | 'request-password-reset'
  | 'reset-password'
  | 'upload'
  | 'import'
  | 'withdraw'
  | 'assign-sector'
  | 'disable'
  | 'enable'
  | 'send-password-reset'
  | 'mark-seen'
  | 'complete'
  | 'discard'
  | 'mark-read'
  | 'void'
  | 'supersede'
  | 'switch-role';

/** What it was done to: a table's rows, or a refresh token family (one sign-in and its rotations). */
export type AuditEntity =
  | 'user'
  | 'setting'
  | 'recycler'
  | 'recycler_master_data'
  | 'recycler_return'
  | 'la_waste_record'
  | 'sampath_piyasa_centre'
  | 'sampath_piyasa_waste_entry'
  | 'calendar_event'
  | 'refresh_token'
  | 'refresh_token_family'
  | 'password_reset_token'
  | 'email_change'
  | 'email_verification'
  | 'provinces'
  | 'council_types'
  | 'districts'
  | 'local_authorities'
  | 'mfa_parameter'
  | 'parameter_request'
  | 'waste_correction'
  | 'hs_codes'
  | 'customs_upload'
  | 'notification';

export interface AuditEntry {
  /** Null for the system itself (seeds, start-up). */
  actorUserId: string | null;
  actingLocalAuthorityId?: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Call inside the same transaction as the write it describes, so both land or neither does. The entry
 * carries the id of the request or job it was written for (request-context.ts), the `reqId` of its log lines.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const requestId = currentRequestId();
  const values = [
    entry.actorUserId,
    entry.actingLocalAuthorityId ?? null,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  ];
  // Outside a request (seeds at start-up) the column is left out: seeds also run on a database migrated
  // only part of the way (the migration tests), before 0021 added it.
  await tx.query(
    requestId === null
      ? `INSERT INTO audit_log (actor_user_id, acting_local_authority_id, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`
      : `INSERT INTO audit_log (actor_user_id, acting_local_authority_id, action, entity, entity_id, before, after, request_id)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    requestId === null ? values : [...values, requestId],
  );
}
