import { PageFrame } from '@waste/shared';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

/** The player frame only: no video file ships with the template, and the caption says so. */
export function VideosPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.videos.title')}>
      <Card>
        <figure style={{ margin: 0, maxWidth: 640 }}>
          <video
            controls
            preload="none"
            style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
            aria-label={t('templatePages.videos.player')}
          />
          <figcaption>
            <Typography.Text type="secondary">{t('templatePages.videos.caption')}</Typography.Text>
          </figcaption>
        </figure>
      </Card>
    </PageFrame>
  );
}
