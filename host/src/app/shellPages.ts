import { preloadSharedComponents } from '@waste/shared';
import { lazy } from 'react';

// The sign-in and landing pages load first; everything else a page load may need later (the layout, the
// other public pages, the shared package's heavy components) is fetched after the first page is idle
// (DESIGN.md section 6).
const loaders = {
  MainLayout: () => import('../layout/MainLayout').then((module) => ({ default: module.MainLayout })),
  SignUpPage: () => import('../pages/SignUpPage').then((module) => ({ default: module.SignUpPage })),
  ForgotPasswordPage: () => import('../pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
  ResetPasswordPage: () => import('../pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
  VerifyEmailPage: () => import('../pages/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })),
};

export const MainLayout = lazy(loaders.MainLayout);
export const SignUpPage = lazy(loaders.SignUpPage);
export const ForgotPasswordPage = lazy(loaders.ForgotPasswordPage);
export const ResetPasswordPage = lazy(loaders.ResetPasswordPage);
export const VerifyEmailPage = lazy(loaders.VerifyEmailPage);

/** Fetches the rest of the shell once the browser is idle, so the next page opens without waiting. */
export function prefetchShellWhenIdle(): void {
  const whenIdle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  const prefetch = () => {
    performance.mark?.('shell-prefetch');
    for (const load of Object.values(loaders)) void load().catch(() => undefined);
    void preloadSharedComponents().catch(() => undefined);
  };
  // After the load event, so that the first page's own requests are never delayed by it.
  if (document.readyState === 'complete') whenIdle(prefetch);
  else window.addEventListener('load', () => whenIdle(prefetch), { once: true });
}
