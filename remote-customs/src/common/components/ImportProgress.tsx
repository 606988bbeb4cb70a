import { useFormatters } from '@waste/shared';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

export interface ImportProgressProps {
  /** Bytes of the file read, in whole percent (the server's percent). */
  percent: number;
  linesRead: number;
  fileName: string;
}

/** A running import: a bar of the share of its file read, and the lines read in words (up to a million). */
export function ImportProgress({ percent, linesRead, fileName }: ImportProgressProps) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const format = useFormatters();
  const lines = t('progress.linesRead', { count: linesRead, lines: format.number(linesRead) });
  return (
    <Flex vertical gap={2} data-testid="import-progress" data-percent={percent}>
      <Progress percent={percent} status="active" size="small" aria-label={t('progress.label', { file: fileName })} />
      <Typography.Text type="secondary">{lines}</Typography.Text>
    </Flex>
  );
}
