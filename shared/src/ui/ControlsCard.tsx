import { useNarrowerThan } from './breakpoints';
import { Card, Flex, type CardProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A card with controls (downloads, selects) in its head on a wide screen and at the top of its body on a
 * phone: beside them a Sinhala or Tamil title shrank to a few letters. The title wraps rather than ending
 * in "...".
 */
export function ControlsCard({ controls, children, ...props }: Omit<CardProps, 'extra' | 'styles' | 'actions'> & { controls: ReactNode }) {
  const narrow = useNarrowerThan('sm');
  return (
    <Card {...props} styles={{ title: { whiteSpace: 'normal' } }} extra={narrow ? null : controls}>
      {narrow && controls ? (
        <Flex justify="flex-end" wrap style={{ marginBottom: 16 }}>
          {controls}
        </Flex>
      ) : null}
      {children}
    </Card>
  );
}
