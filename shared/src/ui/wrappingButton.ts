import type { CSSProperties } from 'react';

/**
 * A button whose long Sinhala or Tamil label wraps inside a phone's width instead of running off its card; it
 * keeps a button's height when its label fits on one line.
 */
export const WRAPPING_BUTTON: CSSProperties = { whiteSpace: 'normal', height: 'auto', minHeight: 32, maxWidth: '100%', textAlign: 'start' };
