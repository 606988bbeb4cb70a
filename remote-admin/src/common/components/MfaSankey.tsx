import { ApiImageError, DiagramImage, FALLBACK_LANGUAGE, LANGUAGES, QueryState, SankeyFlowsChoice, type SankeyFlows } from '@waste/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useMfaDiagram, type DiagramArea } from '../api/searchMfa';

/** The server-drawn Sankey of the nation or an authority for a year, reconciled by default or as reported, with its SVG download. */
export function MfaSankey({ area, year, name }: { area: DiagramArea; year: number; name: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const lang = LANGUAGES.find((language) => language === i18n.language) ?? FALLBACK_LANGUAGE;
  const [flows, setFlows] = useState<SankeyFlows>('reconciled');
  const diagram = useMfaDiagram(area, year, lang, flows);
  return (
    <Flex vertical gap="small" data-testid="mfa-sankey">
      <SankeyFlowsChoice value={flows} onChange={setFlows} />
      <QueryState
        query={diagram}
        loadFailed={t('mfa.diagramFailed')}
        loading={<Spin />}
        describeError={(error) => (error instanceof ApiImageError && error.serverMessage) || t('mfa.diagramFailed')}
      >
        {(src) => (
          <>
            <Flex justify="flex-end">
              <Button icon={<DownloadOutlined />} href={src} download={`${name}-${year}-${flows}.svg`}>
                {t('common:file.SVG')}
              </Button>
            </Flex>
            <DiagramImage src={src} alt={t('mfa.sankeyAlt', { name, year })} testId="mfa-sankey-image" />
          </>
        )}
      </QueryState>
    </Flex>
  );
}
