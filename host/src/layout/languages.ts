import type { Language } from '@waste/shared';

/**
 * Each language named in its own script, so a reader finds theirs whatever the current language; the
 * short code stands in for it where the header has no room. No flag emoji: without a colour emoji font
 * (many office PCs and phones' WebViews) they render as empty boxes, and two languages share one flag.
 */
export const languageChoices: { code: Language; shortName: string; name: string }[] = [
  { code: 'en', shortName: 'EN', name: 'English' },
  { code: 'si', shortName: 'SI', name: 'සිංහල' },
  { code: 'ta', shortName: 'TA', name: 'தமிழ்' },
];
