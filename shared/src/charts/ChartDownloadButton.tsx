import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { useToast } from '../ui/useToast';
import type { ChartHandle } from './Chart';
import { pdfOf, pngOf, saveFile } from './chartFiles';
import { csvOf } from './csv';
import { chartFormats, type ChartFormat } from './chartFormats';

export interface ChartDownloadButtonProps {
  chart: RefObject<ChartHandle | null>;
  /** File name without extension. */
  fileName: string;
  /** The chart's data for the CSV download, header row first. */
  table: () => (string | number)[][];
  /** While the chart is not drawn (its figures load): a pick then would have nothing to save. */
  disabled?: boolean;
}

async function fileOf(format: ChartFormat, chart: ChartHandle, table: () => (string | number)[][]): Promise<Blob> {
  if (format === 'CSV') return new Blob([csvOf(table())], { type: 'text/csv;charset=utf-8' });
  const picture = await chart.picture();
  switch (format) {
    case 'SVG':
      return new Blob([picture.markup], { type: 'image/svg+xml' });
    case 'PNG':
      return pngOf(picture);
    case 'PDF':
      return pdfOf(picture);
  }
}

/** The download menu of a chart, offering the formats of the current language (spec section 9). */
export function ChartDownloadButton({ chart, fileName, table, disabled = false }: ChartDownloadButtonProps) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async (format: ChartFormat) => {
    if (!chart.current) return;
    setBusy(true);
    try {
      saveFile(`${fileName}.${format.toLowerCase()}`, await fileOf(format, chart.current, table));
    } catch {
      toast.error(t('chart.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const items = chartFormats(i18n.language).map((format) => ({ key: format, label: t(`chart.download.${format}`) }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void download(key as ChartFormat) }} trigger={['click']} disabled={disabled}>
      <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} data-testid="chart-download">
        {t('chart.download')}
      </Button>
    </Dropdown>
  );
}
