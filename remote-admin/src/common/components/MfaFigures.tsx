import { tonnes, useFormatters, type ApiResponse } from '@waste/shared';
import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

export type MfaTotals = ApiResponse<'/mfa/mfa-national-summary', 'get'>['totals'];

const FIGURES = ['generatedKg', 'collectedKg', 'recycledKg', 'disposedKg', 'leakedKg', 'burnedKg'] as const;

/** A year's plastic totals in tonnes, as the authorities' dashboards show them. */
export function MfaFigures({ totals, testId }: { totals: MfaTotals; testId?: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  return (
    <Flex wrap gap="middle" data-testid={testId}>
      {FIGURES.map((key) => (
        <Statistic
          key={key}
          title={t(`mfa.total.${key}`)}
          value={format.tonnes(tonnes(totals[key]))}
          suffix={t('mfa.t')}
          style={{ flex: '1 1 150px', minWidth: 0 }}
        />
      ))}
    </Flex>
  );
}
