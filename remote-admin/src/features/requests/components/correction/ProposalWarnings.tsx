import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

/** The plausibility warnings the author acknowledged for the proposed values: figures far outside what was expected. */
export function ProposalWarnings({ lines }: { lines: string[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (lines.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('corrections.acknowledgedWarnings')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
      data-testid="correction-warnings"
    />
  );
}
