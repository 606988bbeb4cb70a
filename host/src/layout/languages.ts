import type { Language } from '@waste/shared';

/**
 * Each language named in its own script, so a reader finds theirs whatever the current language;
 * Sinhala and Tamil are both Sri Lanka's official languages, hence the same flag.
 */
export const languageChoices: { code: Language; flag: string; name: string }[] = [
  { code: 'en', flag: '🇬🇧', name: 'English' },
  { code: 'si', flag: '🇱🇰', name: 'සිංහල' },
  { code: 'ta', flag: '🇱🇰', name: 'தமிழ்' },
];
