import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { Provenance } from '../api/getMfaDataInputs';

const COLOURS: Record<string, string> = { default: 'blue', entered: 'green', request: 'purple', estimated: 'gold' };

/** Where a figure comes from, and "provisional" when no published source backs it. */
export function SourceTag({ source }: { source: Provenance }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Space size={4} wrap>
      <Tooltip title={source.label}>
        <Tag color={COLOURS[source.kind]}>{t(`mfa.source.${source.kind}`)}</Tag>
      </Tooltip>
      {source.provisional ? <Tag color="orange">{t('mfa.provisional')}</Tag> : null}
      {source.url ? (
        <Typography.Link href={source.url.split(' ')[0]} target="_blank" rel="noreferrer">
          {t('mfa.sourceLink')}
        </Typography.Link>
      ) : null}
    </Space>
  );
}
