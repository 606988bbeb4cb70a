import { STORAGE_KEY_NAMES } from './storageKeys';

/**
 * The look of antd's sign-in page (default and dark algorithms, the contrast tokens of
 * settings/themeTokens.ts) in plain CSS, so that the quick page and the shell's page look alike and the
 * hand-over does not jump. Scoped under `.qs`; removed with the page.
 */
const palettes = {
  light: {
    layout: '#f5f5f5',
    container: '#ffffff',
    text: 'rgba(0, 0, 0, 0.88)',
    secondary: 'rgba(0, 0, 0, 0.6)',
    placeholder: 'rgba(0, 0, 0, 0.55)',
    border: '#d9d9d9',
    borderSecondary: '#f0f0f0',
    primary: '#1668dc',
    primaryHover: '#0958d9',
    link: '#1668dc',
    error: '#cf1322',
    errorBg: '#fff2f0',
    errorBorder: '#ffccc7',
    successBg: '#f6ffed',
    successBorder: '#b7eb8f',
    hover: 'rgba(0, 0, 0, 0.06)',
    selected: '#e6f4ff',
    shadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  },
  dark: {
    layout: '#000000',
    container: '#141414',
    text: 'rgba(255, 255, 255, 0.85)',
    secondary: 'rgba(255, 255, 255, 0.6)',
    placeholder: 'rgba(255, 255, 255, 0.55)',
    border: '#424242',
    borderSecondary: '#303030',
    primary: '#1668dc',
    primaryHover: '#3c89e8',
    link: '#4096ff',
    error: '#ff7875',
    errorBg: '#2c1618',
    errorBorder: '#5b2526',
    successBg: '#162312',
    successBorder: '#274916',
    hover: 'rgba(255, 255, 255, 0.12)',
    selected: '#111a2c',
    shadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  },
} as const;

export type QuickTheme = keyof typeof palettes;

/** The colours of a theme, for the pages painted before the shell (quick sign-in, first frame). */
export const paletteOf = (mode: QuickTheme) => palettes[mode];

/** The theme the shell will open in (the settings' `theme`), light unless dark was chosen. */
export function storedTheme(): QuickTheme {
  try {
    return localStorage.getItem(STORAGE_KEY_NAMES.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans'";
const SCRIPT_FONTS: Record<string, string> = { si: ", 'Noto Sans Sinhala'", ta: ", 'Noto Sans Tamil'" };
const EMOJI = ", 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/** antd's font stack with the script's font before the generic family (settings/fontFamily.ts). */
export const fontFamilyOf = (language: string) => `${FONT}${SCRIPT_FONTS[language] ?? ''}, sans-serif${EMOJI}`;

export function quickCss(mode: QuickTheme): string {
  const c = palettes[mode];
  return `
html{color-scheme:${mode}}
body{margin:0;background:${c.layout}}
.qs{min-height:100vh;display:flex;flex-direction:column;color:${c.text};font-size:14px;line-height:1.5715;box-sizing:border-box}
.qs *,.qs *::before,.qs *::after{box-sizing:border-box}
.qs-header{display:flex;justify-content:flex-end;padding:8px}
.qs-lang{position:relative}
.qs-text-button{display:inline-flex;align-items:center;gap:8px;height:32px;padding:4px 15px;border:0;border-radius:6px;background:transparent;color:${c.text};font:inherit;cursor:pointer}
.qs-text-button:hover{background:${c.hover}}
.qs-menu{position:absolute;right:0;top:36px;z-index:10;min-width:120px;margin:0;padding:4px;list-style:none;background:${c.container};border-radius:8px;box-shadow:${c.shadow}}
.qs-menu button{display:block;width:100%;padding:5px 12px;border:0;border-radius:4px;background:transparent;color:${c.text};font:inherit;text-align:left;cursor:pointer}
.qs-menu button:hover{background:${c.hover}}
.qs-menu button[aria-current=true]{background:${c.selected};color:${c.link}}
.qs-main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:0 16px 16px}
.qs-panel{width:100%;max-width:420px;padding:24px;background:${c.container};border:1px solid ${c.borderSecondary};border-radius:8px}
.qs h1{margin:0 0 .5em;font-size:30px;line-height:1.35;font-weight:600;color:${c.text}}
.qs p{margin:0 0 1em}
.qs .qs-secondary{color:${c.secondary}}
.qs-alert{margin-bottom:16px;padding:8px 12px;border-radius:8px;border:1px solid}
.qs-alert-error{background:${c.errorBg};border-color:${c.errorBorder}}
.qs-alert-success{background:${c.successBg};border-color:${c.successBorder}}
.qs-field{margin-bottom:24px}
.qs-field label{display:inline-block;padding-bottom:8px}
.qs-input{display:block;width:100%;height:32px;padding:4px 11px;border:1px solid ${c.border};border-radius:6px;background:${c.container};color:${c.text};font:inherit}
.qs-input::placeholder{color:${c.placeholder}}
.qs-input:hover{border-color:${c.primaryHover}}
.qs-input:focus{outline:0;border-color:${c.primary};box-shadow:0 0 0 2px rgba(5,145,255,.1)}
.qs-input[aria-invalid=true]{border-color:${c.error}}
.qs-error{color:${c.error};margin-top:2px}
.qs-row{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-bottom:16px;flex-wrap:wrap}
.qs-row label{display:inline-flex;align-items:center;gap:8px;cursor:pointer}
.qs-row input{width:16px;height:16px;margin:0;accent-color:${c.primary}}
.qs a{color:${c.link};text-decoration:none}
.qs p a{text-decoration:underline}
.qs a:hover{color:${c.primaryHover};text-decoration:underline}
.qs-submit{display:block;width:100%;height:32px;padding:4px 15px;border:0;border-radius:6px;background:${c.primary};color:#fff;font:inherit;cursor:pointer;box-shadow:0 2px 0 rgba(5,145,255,.1)}
.qs-submit:hover{background:${c.primaryHover}}
.qs-submit[aria-busy=true]{opacity:.65;cursor:default}
.qs a:focus-visible,.qs button:focus-visible,.qs input[type=checkbox]:focus-visible{outline:3px solid ${c.link};outline-offset:2px}
`;
}
