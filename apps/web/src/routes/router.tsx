import { createBrowserRouter, Navigate } from 'react-router';
import { setNavigator } from '../api/navigation.ts';
import { AreaPlaceholder } from '../features/areas/AreaPlaceholder.tsx';
import { CheckInPage } from '../features/auth/CheckInPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { UserInvitationPage } from '../features/auth/UserInvitationPage.tsx';
import { HistoryPage } from '../features/history/HistoryPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { LegalPage } from '../features/legal/LegalPage.tsx';
import { MasterDataPage } from '../features/master-data/MasterDataPage.tsx';
import { NotificationsPage } from '../features/notifications/NotificationsPage.tsx';
import { OnboardingPage } from '../features/onboarding/OnboardingPage.tsx';
import { PaymentFinishPage } from '../features/payment/PaymentFinishPage.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { QueryPage } from '../features/query/QueryPage.tsx';
import { SettingsPage } from '../features/settings/SettingsPage.tsx';
import { AdminShell } from '../features/shell/AdminShell.tsx';
import { placeholderAreas } from '../features/shell/nav-items.ts';
import { BuilderPage } from '../features/templates/builder/BuilderPage.tsx';
import { CreateTemplatePage } from '../features/templates/CreateTemplatePage.tsx';
import { TemplateLibraryPage } from '../features/templates/TemplateLibraryPage.tsx';
import { ResultPage } from '../features/validation/result/ResultPage.tsx';
import { ValidationListPage } from '../features/validation/ValidationListPage.tsx';
import { ValidationWizardPage } from '../features/validation/wizard/ValidationWizardPage.tsx';
import { ValidationLogicPage } from '../features/validation-logic/ValidationLogicPage.tsx';
import { WalletPage } from '../features/wallet/WalletPage.tsx';
import { CheckInGate, Fallback, LandingGate, LoginGate, RequireToken } from './guards.tsx';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';

const adminChild = (path: string) => path.slice(`${paths.admin}/`.length);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.landing,
        element: (
          <LandingGate>
            <LandingPage />
          </LandingGate>
        ),
      },
      {
        path: paths.login,
        element: (
          <LoginGate>
            <LoginPage />
          </LoginGate>
        ),
      },
      {
        path: paths.checkIn,
        element: (
          <CheckInGate>
            <CheckInPage />
          </CheckInGate>
        ),
      },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.userInvitation, element: <UserInvitationPage /> },
      { path: paths.toc, element: <LegalPage document="toc" /> },
      { path: paths.privacy, element: <LegalPage document="privacy" /> },
      {
        path: paths.paymentFinish,
        element: (
          <RequireToken>
            <PaymentFinishPage />
          </RequireToken>
        ),
      },
      {
        path: paths.admin,
        element: (
          <RequireToken>
            <AdminShell />
          </RequireToken>
        ),
        children: [
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: adminChild(paths.home), element: <HomePage /> },
          { path: adminChild(paths.settings), element: <SettingsPage /> },
          { path: adminChild(paths.profile), element: <ProfilePage /> },
          { path: adminChild(paths.wallet), element: <WalletPage /> },
          { path: adminChild(paths.masterData), element: <MasterDataPage /> },
          { path: adminChild(paths.validationLogic), element: <ValidationLogicPage /> },
          { path: adminChild(paths.onboarding), element: <OnboardingPage /> },
          { path: adminChild(paths.template), element: <Navigate to={paths.templateLibrary} replace /> },
          { path: adminChild(paths.createTemplate), element: <CreateTemplatePage /> },
          { path: adminChild(paths.templateLibrary), element: <TemplateLibraryPage /> },
          { path: adminChild(paths.templateBuilder), element: <BuilderPage /> },
          { path: adminChild(paths.validation), element: <ValidationWizardPage /> },
          { path: adminChild(paths.validationDetail), element: <ValidationWizardPage /> },
          { path: adminChild(paths.validationResult), element: <ResultPage /> },
          { path: adminChild(paths.documentValidation), element: <ValidationListPage /> },
          { path: adminChild(paths.history), element: <HistoryPage /> },
          { path: adminChild(paths.query), element: <QueryPage /> },
          { path: adminChild(paths.notifications), element: <NotificationsPage /> },
          ...placeholderAreas.map((item) => ({
            path: adminChild(item.path),
            element: <AreaPlaceholder area={item.area} icon={item.icon} />,
          })),
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
      { path: '*', element: <Fallback /> },
    ],
  },
]);

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
