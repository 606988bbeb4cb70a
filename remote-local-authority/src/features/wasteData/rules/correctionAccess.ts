import { actsAsLocalAuthority, type LoggedUser } from '@waste/shared';
import { correctionRefusalOf } from '@/common/rules/correctionRefusal';
import type { WasteRecordView } from '../api/types';

/**
 * Who may ask for a record to be corrected: the authority's own users, or a super admin acting as it (the save's
 * scope), while the record counts and no correction of it waits.
 */
export function canRequestCorrection(
  user: LoggedUser | null,
  record: Pick<WasteRecordView, 'localAuthorityId' | 'status' | 'pendingCorrection'>,
): boolean {
  return actsAsLocalAuthority(user) && user?.selectedLocalAuthority?.id === record.localAuthorityId && correctionRefusalOf(record) === null;
}
