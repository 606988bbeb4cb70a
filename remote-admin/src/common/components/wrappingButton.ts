import type { CSSProperties } from 'react';

/** A button whose long Sinhala or Tamil label wraps inside a phone's width instead of running off its card. */
export const WRAPPING_BUTTON: CSSProperties = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'start' };
