import { DiagramImage } from '@waste/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/namespace';
import { useMfaDiagram, type DiagramArea } from './api/mfa';

/** The server-drawn Sankey of the nation or an authority for a year, with its SVG download. */
export function MfaSankey({ area, year, name }: { area: DiagramArea; year: number; name: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const lang = ['si', 'ta'].includes(i18n.language) ? i18n.language : 'en';
  const diagram = useMfaDiagram(area, year, lang);
  const fileName = `${name}-${year}.svg`;
  return (
    <Flex vertical gap="small" data-testid="mfa-sankey">
      {diagram.isError ? (
        <Alert
          type="error"
          showIcon
          title={diagram.error.message || t('mfa.diagramFailed')}
          action={<Button onClick={() => void diagram.refetch()}>{t('common:state.retry')}</Button>}
        />
      ) : null}
      {diagram.isFetching && !diagram.data ? <Spin /> : null}
      {diagram.data ? (
        <>
          <Flex justify="flex-end">
            <Button icon={<DownloadOutlined />} href={diagram.data} download={fileName}>
              {t('common:file.SVG')}
            </Button>
          </Flex>
          <DiagramImage src={diagram.data} alt={t('mfa.sankeyAlt', { name, year })} testId="mfa-sankey-image" />
        </>
      ) : null}
    </Flex>
  );
}
