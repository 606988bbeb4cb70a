import { Typography } from 'antd';
import type { ReactNode } from 'react';

const NO_MARGIN = { margin: 0 };

/** A secondary paragraph saying what a list holds or what a file must be, spaced by the card's own gap. */
export function Explanation({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography.Paragraph type="secondary" style={NO_MARGIN} id={id}>
      {children}
    </Typography.Paragraph>
  );
}
