import { QueryState, type StatusQuery } from '@waste/shared';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { DiagramArea } from '../api/searchMfa';
import { MfaFigures, type MfaTotals } from './MfaFigures';
import { MfaSankey } from './MfaSankey';

export interface MfaSummaryProps<Summary extends { totals: MfaTotals }> {
  /** The area's MFA summary for the year. */
  summary: StatusQuery<Summary>;
  area: DiagramArea;
  year: number;
  /** The area's name, in the diagram's description and its file's name. */
  name: string;
  figuresTestId: string;
  /** What the figures rest on, between them and the diagram. */
  note: (summary: Summary) => ReactNode;
}

/** An area's plastic flows for a year, as the authorities' dashboards show them: the totals, what they rest on, the Sankey. */
export function MfaSummary<Summary extends { totals: MfaTotals }>({
  summary,
  area,
  year,
  name,
  figuresTestId,
  note,
}: MfaSummaryProps<Summary>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <QueryState query={summary} loadFailed={t('mfa.loadFailed')}>
      {(data) => (
        <Flex vertical gap="middle">
          <MfaFigures totals={data.totals} testId={figuresTestId} />
          {note(data)}
          <MfaSankey area={area} year={year} name={name} />
        </Flex>
      )}
    </QueryState>
  );
}
