import type { CSSProperties } from 'react';

/** A button whose long Sinhala or Tamil label wraps inside a phone's width instead of widening the page. */
export const WRAPPING_BUTTON: CSSProperties = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%', minHeight: 32 };
