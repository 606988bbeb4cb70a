import { lazy } from 'react';

// The landing page loads first; the layout and the other public pages are chunks of their own, loaded when
// drawn, and prefetched (not run) once the first page is idle (shellFiles/prefetchShellFiles.ts). The sign-in
// page too: a fresh /signin is the quick sign-in page, and its form's code is not a signed-in page's to fetch.
export const MainLayout = lazy(() => import('../layout/MainLayout').then((module) => ({ default: module.MainLayout })));
export const SignInPage = lazy(() => import('../pages/SignInPage').then((module) => ({ default: module.SignInPage })));
export const SignUpPage = lazy(() => import('../pages/SignUpPage').then((module) => ({ default: module.SignUpPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../pages/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })));
export const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage').then((module) => ({ default: module.VerifyEmailPage })));
export const VerifyAccountPage = lazy(() => import('../pages/VerifyAccountPage').then((module) => ({ default: module.VerifyAccountPage })));
