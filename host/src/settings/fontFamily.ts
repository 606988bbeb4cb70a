import type { Language } from '@waste/shared';
import { theme } from 'antd';

/**
 * Named explicitly: left to font fallback, Chromium sets some Tamil words in Noto Sans Grantha (which
 * shares part of the Tamil block) and draws empty boxes for the rest.
 */
const scriptFonts: Partial<Record<Language, string>> = { si: "'Noto Sans Sinhala'", ta: "'Noto Sans Tamil'" };

// The seed, not getDesignToken(): that derives the whole theme (palettes and all) for one string.
const antdFontFamily = theme.defaultSeed.fontFamily;

/** antd's font stack with the language's script font before the generic family, Latin unchanged. */
export function fontFamilyFor(language: string): string {
  const script = scriptFonts[language as Language];
  return script ? antdFontFamily.replace(/,\s*sans-serif/, `, ${script}, sans-serif`) : antdFontFamily;
}
