import { useNarrowerThan } from './breakpoints';
import { SwapOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';

/** On a phone a diagram is drawn at no less than this share of its size: 12 px labels stay about 10 px. */
const PHONE_MIN_SCALE = 0.8;

/**
 * A server-drawn diagram (an SVG as a data URL): the width of its box on a wide screen. On a phone, shrunk
 * to the screen its labels would be a few pixels high, so it keeps a readable size and scrolls sideways in
 * its own box, with a hint, as wide tables do.
 */
export function DiagramImage({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const narrow = useNarrowerThan('md');
  const [drawnWidth, setDrawnWidth] = useState<number>();
  const image = (
    <img
      src={src}
      alt={alt}
      data-testid={testId}
      // Decoded and drawn when it comes near the viewport, in a task of its own: a diagram's SVG was parsed
      // inside the commit that drew its card.
      loading="lazy"
      onLoad={(event) => setDrawnWidth(event.currentTarget.naturalWidth)}
      style={
        narrow && drawnWidth
          ? { width: Math.round(drawnWidth * PHONE_MIN_SCALE), maxWidth: 'none', height: 'auto' }
          : { width: '100%', height: 'auto' }
      }
    />
  );
  if (!narrow) return image;
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary" data-testid="diagram-scroll-hint">
        <SwapOutlined /> {t('diagram.scrollHint')}
      </Typography.Text>
      {/* Focusable so that a keyboard can scroll it. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }} tabIndex={0} role="group" aria-label={alt}>
        {image}
      </div>
    </Flex>
  );
}
