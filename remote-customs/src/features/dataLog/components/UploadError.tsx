import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_NAMESPACE } from '@/i18n/namespace';

/** Lines shown before "Show the whole message": the summary and the first refused lines. */
const SHOWN_LINES = 3;

/**
 * An upload's error in a list row, wrapped and never cut inside a line: the summary ("3 lines have errors:") is
 * followed by the lines it names; a long one shows its first lines and opens in full on request.
 */
export function UploadError({ message }: { message: string }) {
  const { t } = useTranslation(CUSTOMS_NAMESPACE);
  const [whole, setWhole] = useState(false);
  const lines = message.split('\n');
  const long = lines.length > SHOWN_LINES;
  return (
    <div data-testid="upload-error">
      <Typography.Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {(whole || !long ? lines : lines.slice(0, SHOWN_LINES)).join('\n')}
      </Typography.Text>
      {long ? (
        <Button type="link" size="small" style={{ paddingInline: 0, display: 'block' }} onClick={() => setWhole(!whole)}>
          {t(whole ? 'dataLog.showLess' : 'dataLog.showWhole', { count: lines.length - SHOWN_LINES })}
        </Button>
      ) : null}
    </div>
  );
}
