import { ListTable, QueryState, tonnes, totalTrend, useFormatters } from '@waste/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { RequestEffect } from '../api/getRequestEffect';

const TOTALS = ['generatedKg', 'collectedKg', 'recycledKg', 'disposedKg', 'leakedKg', 'burnedKg'] as const;
const TEXT_TYPE = { better: 'success', worse: 'danger', neutral: undefined } as const;

/** Tonnes to one decimal: the figure as the MFA pages show it. */
const toTenth = (kg: number) => Math.round(tonnes(kg) * 10) / 10;

/** The authority's MFA totals this year now and once the request is completed, each change said better or worse. */
export function RequestEffectTable({ effect, authority }: { effect: UseQueryResult<RequestEffect>; authority: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { number } = useFormatters();
  return (
    <QueryState query={effect} loadFailed={t('requests.effect.failed')} retry={false} errorTestId="request-effect-error">
      {({ year, current, scenario }) => (
        <ListTable
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          data-testid="request-effect"
          title={() => <Typography.Text strong>{t('requests.effect.title', { year, authority })}</Typography.Text>}
          dataSource={TOTALS.map((key) => ({ key, now: toTenth(current.totals[key]), after: toTenth(scenario.totals[key]) }))}
          onRow={(row) => ({ 'data-testid': `request-effect-${row.key}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'total', title: t('requests.effect.figure'), render: (_, row) => t(`mfa.total.${row.key}`) },
            { key: 'now', title: `${t('requests.field.current')} (${t('mfa.t')})`, align: 'right', render: (_, row) => number(row.now) },
            { key: 'after', title: `${t('requests.effect.after')} (${t('mfa.t')})`, align: 'right', render: (_, row) => number(row.after) },
            {
              key: 'change',
              title: t('requests.effect.change'),
              align: 'right',
              render: (_, row) => {
                const change = Math.round((row.after - row.now) * 10) / 10;
                const trend = totalTrend(row.key, change);
                return (
                  <Typography.Text type={TEXT_TYPE[trend]} data-trend={trend}>
                    {`${change > 0 ? '+' : ''}${number(change)}`}
                    {trend === 'neutral' ? '' : ` (${t(`requests.effect.${trend}`)})`}
                  </Typography.Text>
                );
              },
            },
          ]}
        />
      )}
    </QueryState>
  );
}
