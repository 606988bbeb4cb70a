import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

export interface FiguresBasisProps {
  year: number;
  /** Authorities whose records the figures rest on, formatted. */
  withData: string;
  /** Authorities with no records for the year, estimated from defaults, formatted. */
  estimated: string;
}

/**
 * What each national figure is: generation is an estimate, collection and recycling are the records scaled to the
 * year (or defaults where there are none), the rest the MFA works out from them (docs/mfa.md).
 */
export function FiguresBasis({ year, withData, estimated }: FiguresBasisProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-label={t('dashboard.figuresBasis.title')} data-testid="national-mfa-basis">
      <Typography.Text strong>{t('dashboard.figuresBasis.title')}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>
          <Typography.Text type="secondary">{t('dashboard.figuresBasis.generated', { year })}</Typography.Text>
        </li>
        <li>
          <Typography.Text type="secondary">{t('dashboard.figuresBasis.reported', { year, withData, estimated })}</Typography.Text>
        </li>
        <li>
          <Typography.Text type="secondary">{t('dashboard.figuresBasis.derived')}</Typography.Text>
        </li>
      </ul>
    </section>
  );
}
