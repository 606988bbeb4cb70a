import type { CSSProperties } from 'react';

/** Out of sight but read by screen readers: the usual visually-hidden rules, for a block or an inline box. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};
