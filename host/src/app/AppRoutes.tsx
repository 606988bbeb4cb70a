import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../pages/LandingPage';
import { SignInPage } from '../pages/SignInPage';
import { LayoutOrNotFound } from './LayoutOrNotFound';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="*" element={<LayoutOrNotFound />} />
    </Routes>
  );
}
