import { useNarrowerThan } from './breakpoints';
import { SwapOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { useContainerWidth } from '../charts/useContainerWidth';

/** A diagram is never shown below this share of its size: its 12 px labels stay 11 px or more. */
const MIN_SCALE = 11 / 12;

/**
 * A server-drawn diagram (an SVG as a data URL): the width of its box when that shows it at MIN_SCALE or
 * more. Shrunk into a narrower box (a phone, a half-width card) its labels would be a few pixels high, so it
 * keeps a readable size and scrolls sideways in its own box, with a hint, as wide tables do.
 */
export function DiagramImage({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const narrowScreen = useNarrowerThan('md');
  const [box, boxWidth] = useContainerWidth();
  const [drawnWidth, setDrawnWidth] = useState<number>();
  // Where nothing lays the page out (boxWidth 0) the screen's breakpoint decides.
  const narrow = boxWidth && drawnWidth ? boxWidth < drawnWidth * MIN_SCALE : narrowScreen;
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
          ? // Up, never down: a width rounded down shows the labels a hair under 11 px.
            { width: Math.ceil(drawnWidth * MIN_SCALE), maxWidth: 'none', height: 'auto', display: 'block' }
          : { width: '100%', height: 'auto', display: 'block' }
      }
    />
  );
  // One structure either way: the image is never mounted again (and fetched again) when the box's width
  // crosses the line.
  return (
    <Flex vertical gap="small" ref={box}>
      {narrow ? (
        <Typography.Text type="secondary" data-testid="diagram-scroll-hint">
          <SwapOutlined /> {t('diagram.scrollHint')}
        </Typography.Text>
      ) : null}
      {/* Focusable when it scrolls, so that a keyboard can scroll it. */}
      <div
        style={narrow ? { overflowX: 'auto', maxWidth: '100%' } : undefined}
        tabIndex={narrow ? 0 : undefined}
        role={narrow ? 'group' : undefined}
        aria-label={narrow ? alt : undefined}
      >
        {image}
      </div>
    </Flex>
  );
}
