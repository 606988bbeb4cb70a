import {
  Chart,
  monthColumns,
  monthLabel,
  nameInLanguage,
  nationalGraphPoints,
  ownGraphPoints,
  ownIntakeShare,
  QueryState,
  useFormatters,
  type MonthPoint,
  type OwnGraphProductRow,
} from '@waste/shared';
import { Alert, Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useRecyclerNationalGraph } from '../api/getRecyclerNationalGraph';
import { useRecyclerOwnGraph } from '../api/getRecyclerOwnGraph';

export interface RecyclerGraphProps {
  recyclerId: string;
  recyclerName: string;
  fromYear: number;
  toYear: number;
}

/** Monthly columns in tonnes, or that there is nothing to draw. */
function MonthsChart({ points, title, testId }: { points: MonthPoint[]; title: string; testId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  if (points.length === 0) return <Alert type="info" showIcon title={t('recyclers.view.noReturns')} />;
  return (
    <Chart
      title={title}
      spec={monthColumns(
        points,
        (month) => monthLabel(month, format.months),
        t('recyclers.view.month'),
        t('recyclers.unit.tonnes'),
        format.tonnes,
      )}
      testId={testId}
    />
  );
}

/** The recycler's own graph as its dashboard draws it: monthly intake beside output by product type, in tonnes. */
export function OwnGraph({ recyclerId, recyclerName, fromYear, toYear }: RecyclerGraphProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const own = useRecyclerOwnGraph(recyclerId, { fromYear, toYear });
  const productName = (row: OwnGraphProductRow) => {
    const name = nameInLanguage({ name: row.productTypeName, nameSi: row.productTypeNameSi, nameTa: row.productTypeNameTa }, i18n.language);
    return `${t(`recyclers.plastic.${row.plasticType}`)}: ${name.text}${name.fallback ? ` (${t('recyclers.view.english')})` : ''}`;
  };
  return (
    <Card title={t('recyclers.view.ownGraph')} data-testid="recycler-view-own-graph">
      <QueryState query={own} loadFailed={t('recyclers.view.graphFailed')}>
        {(graph) => (
          <MonthsChart
            points={ownGraphPoints(graph, fromYear, toYear, t('recyclers.view.intake'), productName)}
            title={t('recyclers.view.ownGraphTitle', { name: recyclerName, fromYear, toYear })}
            testId="recycler-view-own-chart"
          />
        )}
      </QueryState>
    </Card>
  );
}

/** The national graph as the recycler sees it: every recycler's monthly totals and this recycler's share. */
export function NationalGraph({ recyclerId, recyclerName, fromYear, toYear }: RecyclerGraphProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const national = useRecyclerNationalGraph(recyclerId, { fromYear, toYear });
  const series = {
    intakeKg: t('recyclers.view.nationalIntake'),
    outputKg: t('recyclers.view.nationalOutput'),
    ownIntakeKg: t('recyclers.view.ownIntake'),
  } as const;
  return (
    <Card title={t('recyclers.view.nationalGraph')} data-testid="recycler-view-national-graph">
      {/* Spec section 8: the national graph's failure reads 'Unknown error' unless the server says more. */}
      <QueryState query={national} loadFailed={t('common:error.unknown')}>
        {({ months }) => (
          <>
            <Statistic
              title={t('recyclers.view.shareOf', { name: recyclerName })}
              value={format.number(Number(ownIntakeShare(months).toFixed(1)))}
              suffix="%"
              data-testid="recycler-view-share"
            />
            <MonthsChart
              points={nationalGraphPoints(months, series)}
              title={t('recyclers.view.nationalGraphTitle', { fromYear, toYear })}
              testId="recycler-view-national-chart"
            />
          </>
        )}
      </QueryState>
    </Card>
  );
}
