import { useAccess } from '@waste/shared';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { CorrectionDetail } from '../../api/getRequest';

/**
 * The page where a super admin finds the record among its owner's: the authority's waste data or the recycler's
 * returns (docs/adr/0120-correction-record-link.md). An admin (001) reads no owner's records, so gets no link.
 */
export function RecordPageLink({ correction }: { correction: CorrectionDetail }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { actsAsSuperAdmin } = useAccess();
  if (!actsAsSuperAdmin) return null;
  const current = correction.current as { localAuthorityId?: string; recyclerId?: string };
  const to =
    correction.recordKind === 'RECYCLER_RETURN'
      ? current.recyclerId && `/recycler/view/${current.recyclerId}`
      : current.localAuthorityId && `/wasteData/la-view/${current.localAuthorityId}`;
  if (!to) return null;
  return (
    <Link to={to} data-testid="correction-record-link">
      {t(correction.recordKind === 'RECYCLER_RETURN' ? 'corrections.openRecycler' : 'corrections.openAuthority')}
    </Link>
  );
}
