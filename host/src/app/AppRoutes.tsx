import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { dismissFirstFrameUnlessAt } from '../firstFrame/firstFrame';
import { LandingPage } from '../pages/LandingPage';
import { LayoutOrNotFound } from './LayoutOrNotFound';
import { ForgotPasswordPage, ResetPasswordPage, SignInPage, SignUpPage, VerifyAccountPage, VerifyEmailPage } from './shellPages';

export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => dismissFirstFrameUnlessAt(pathname), [pathname]);
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/verify-account" element={<VerifyAccountPage />} />
        <Route path="*" element={<LayoutOrNotFound />} />
      </Routes>
    </Suspense>
  );
}
