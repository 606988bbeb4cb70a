import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterDataLabel } from '@/common/components/MasterDataName';
import type { MasterData, RecyclerReturnDetail } from '../api/types';

/**
 * A line of the return on an entry retired since has no field in the form (a new return may not name it), so
 * its kilograms are not carried over: the replacement must put them on another line.
 */
export function RetiredLinesNotice({ current, masterData }: { current: RecyclerReturnDetail; masterData: MasterData }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const label = useMasterDataLabel();
  const offered = new Set(Object.values(masterData).flatMap((entries) => entries.map((entry) => entry.id)));
  const missing = [...current.intake, ...current.output, ...current.rejected].filter((line) => !offered.has(line.id));
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('correction.retiredLines')}
      description={missing.map((line) => label(line)).join(', ')}
      data-testid="correction-retired-lines"
    />
  );
}
