import {
  ApiImageError,
  ControlsCard,
  DiagramImage,
  QueryState,
  SankeyFlowsChoice,
  useToast,
  type LocalAuthorityScope,
  useNarrowerThan,
  type SankeyFlows,
} from '@waste/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { DIAGRAM_LEVELS, diagramLanguage, FIRST_FLOWS, getDiagram, useDiagram, type DiagramLevel } from '../api/getDiagram';

function download(dataUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}

/** The server-drawn Sankey of the authority, its district or its province for the year, reconciled by default or as reported, downloadable. */
export function SankeyCard({
  year,
  scope,
  fileName,
  levels = DIAGRAM_LEVELS,
}: {
  year: number;
  scope: LocalAuthorityScope;
  fileName: string;
  levels?: DiagramLevel[];
}) {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const toast = useToast();
  const [level, setLevel] = useState<DiagramLevel>(levels[0]);
  const lang = diagramLanguage(i18n.language);
  const [flows, setFlows] = useState<SankeyFlows>(FIRST_FLOWS);
  const diagram = useDiagram(level, year, lang, scope, flows);
  const [downloading, setDownloading] = useState(false);
  const narrow = useNarrowerThan('md');
  const name = `${fileName}-${level.toLowerCase()}-${year}-${flows}`;
  const failure = (error: unknown) =>
    error instanceof ApiImageError && error.kind === 'convert'
      ? t('mfa.convertFailed')
      : (error instanceof ApiImageError && error.serverMessage) || t(`mfa.diagramFailed.${level}`);

  const downloadPng = async () => {
    setDownloading(true);
    try {
      download(await getDiagram(level, { year, lang, flows, format: 'png', ...scope }), `${name}.png`);
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setDownloading(false);
    }
  };

  const downloads = (
    <Flex gap="small" wrap>
      <Button icon={<DownloadOutlined />} disabled={!diagram.data} onClick={() => diagram.data && download(diagram.data, `${name}.svg`)}>
        {t('common:file.SVG')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadPng()}>
        {t('common:file.PNG')}
      </Button>
    </Flex>
  );

  return (
    <ControlsCard title={t('mfa.sankeyTitle')} data-testid="mfa-sankey" controls={downloads}>
      <Flex vertical gap="middle">
        {levels.length > 1 ? (
          // Side by side, the Tamil levels are wider than a phone's card and the last was cut at its edge (issue 43):
          // stacked there, every level is in sight.
          <Segmented
            vertical={narrow}
            value={level}
            onChange={(value) => setLevel(value as DiagramLevel)}
            options={levels.map((value) => ({ value, label: t(`mfa.diagramLevel.${value}`) }))}
            data-testid="mfa-sankey-level"
          />
        ) : null}
        <SankeyFlowsChoice value={flows} onChange={setFlows} />
        <QueryState query={diagram} loadFailed={t(`mfa.diagramFailed.${level}`)} describeError={failure} loading={<Spin />}>
          {(dataUrl) => (
            <DiagramImage
              src={dataUrl}
              alt={t('mfa.sankeyAlt', { level: t(`mfa.diagramLevel.${level}`), year })}
              testId="mfa-sankey-image"
            />
          )}
        </QueryState>
      </Flex>
    </ControlsCard>
  );
}
