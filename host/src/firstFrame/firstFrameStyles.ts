import { fontFamilyOf, paletteOf, type QuickTheme } from '../quickSignIn/quickStyles';

/** `@waste/shared`'s breakpoints and sidebar widths (a test keeps them equal). */
export const FRAME_GEOMETRY = { mobilePx: 768, desktopSidebarPx: 1024, sidebar: { expanded: 290, collapsed: 90 } } as const;

const below = (px: number) => `@media (max-width:${px - 0.02}px)`;

/**
 * The layout as the shell draws it (MainLayout, HeaderBar with a super admin's second row on a phone, Sidebar; on
 * a phone's width and a desktop's), a page's `Typography.Title level={3}` heading (below PageFrame's trail, 22 px
 * and the gap of 16, on every page but a dashboard) and its first card with the intro's secondary paragraphs
 * (ListCard: antd's Card, its flex gap), below the card's head where it has a title (antd's head: 56 px, 16 px
 * strong, overlapping the body by its border), so that the shell's page replaces the frame without a jump: heading,
 * title and paragraphs in the same place, font and size. Scoped under `.ff`; removed with the frame.
 */
export function firstFrameCss(mode: QuickTheme, language: string): string {
  const c = paletteOf(mode);
  const { mobilePx, desktopSidebarPx, sidebar } = FRAME_GEOMETRY;
  return `
.ff{position:fixed;inset:0;z-index:2000;display:flex;overflow:hidden;background:${c.layout};color:${c.text};font-family:${fontFamilyOf(language)};font-size:14px;line-height:22px}
.ff *{box-sizing:border-box}
.ff-side{flex:0 0 ${sidebar.expanded}px;background:${c.container};border-inline-end:1px solid ${c.borderSecondary}}
.ff-collapsed .ff-side{flex-basis:${sidebar.collapsed}px}
.ff-column{flex:1;min-width:0;display:flex;flex-direction:column}
.ff-header{flex:none;height:64px;background:${c.container};border-bottom:1px solid ${c.borderSecondary}}
.ff-main{flex:1;display:flex;flex-direction:column;padding:24px}
.ff h3{flex:none;margin:24px 0 12px;font-size:24px;line-height:32px;font-weight:600;color:${c.text}}
.ff-card{margin-top:16px;flex:1;background:${c.container};border:1px solid ${c.borderSecondary};border-radius:8px;padding:24px;display:flex;flex-direction:column;gap:16px}
.ff .ff-titled{padding:0;gap:0}
.ff-card-head{min-height:56px;margin-bottom:-1px;padding:0 24px;display:flex;align-items:center;font-size:16px;line-height:24px;font-weight:600;border-bottom:1px solid ${c.borderSecondary}}
.ff-card-body{padding:24px;display:flex;flex-direction:column;gap:16px}
.ff-note{color:${c.secondary}}
.ff-trail h3{margin:38px 0 0}
${below(desktopSidebarPx)}{.ff-side{flex-basis:${sidebar.collapsed}px}}
${below(mobilePx)}{.ff-header{height:53px}.ff-switcher .ff-header{height:85px}.ff-main{padding:12px}.ff-card{padding:12px}.ff-card-head{padding:0 12px}.ff-card-body{padding:12px}}
`;
}
