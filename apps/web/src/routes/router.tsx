import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setNavigator } from '../api/navigation.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { CheckInGate, Fallback, LandingGate, LoginGate, RequireToken } from './guards.tsx';
import { ContentSuspense, lazyPage } from './lazy-page.tsx';
import { paths } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';

// The two pages a new visitor opens first come with the app (no second round trip before the form);
// every other page's code is loaded when its route is first shown.
const CheckInPage = lazyPage(() => import('../features/auth/CheckInPage.tsx').then((m) => m.CheckInPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
);
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage));
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const UserInvitationPage = lazyPage(() =>
  import('../features/invitations/UserInvitationPage.tsx').then((m) => m.UserInvitationPage),
);
const HistoryPage = lazyPage(() => import('../features/history/HistoryPage.tsx').then((m) => m.HistoryPage));
const HomePage = lazyPage(() => import('../features/home/HomePage.tsx').then((m) => m.HomePage));
const LegalPage = lazyPage(() => import('../features/legal/LegalPage.tsx').then((m) => m.LegalPage));
const MasterDataPage = lazyPage(() =>
  import('../features/master-data/MasterDataPage.tsx').then((m) => m.MasterDataPage),
);
const NotificationsPage = lazyPage(() =>
  import('../features/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
);
const OnboardingPage = lazyPage(() =>
  import('../features/onboarding/OnboardingPage.tsx').then((m) => m.OnboardingPage),
);
const PaymentFinishPage = lazyPage(() =>
  import('../features/billing/PaymentFinishPage.tsx').then((m) => m.PaymentFinishPage),
);
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage.tsx').then((m) => m.ProfilePage));
const QueryPage = lazyPage(() => import('../features/query/QueryPage.tsx').then((m) => m.QueryPage));
const SettingsPage = lazyPage(() =>
  import('../features/settings/SettingsPage.tsx').then((m) => m.SettingsPage),
);
const AdminShell = lazyPage(() => import('../features/shell/AdminShell.tsx').then((m) => m.AdminShell));
const BuilderPage = lazyPage(() =>
  import('../features/templates/builder/BuilderPage.tsx').then((m) => m.BuilderPage),
);
const CreateTemplatePage = lazyPage(() =>
  import('../features/templates/CreateTemplatePage.tsx').then((m) => m.CreateTemplatePage),
);
const TemplateLibraryPage = lazyPage(() =>
  import('../features/templates/TemplateLibraryPage.tsx').then((m) => m.TemplateLibraryPage),
);
const ResultPage = lazyPage(() =>
  import('../features/validation/result/ResultPage.tsx').then((m) => m.ResultPage),
);
const ValidationListPage = lazyPage(() =>
  import('../features/validation/ValidationListPage.tsx').then((m) => m.ValidationListPage),
);
const ValidationWizardPage = lazyPage(() =>
  import('../features/validation/wizard/ValidationWizardPage.tsx').then((m) => m.ValidationWizardPage),
);
const ValidationLogicPage = lazyPage(() =>
  import('../features/validation-logic/ValidationLogicPage.tsx').then((m) => m.ValidationLogicPage),
);
const BillingPage = lazyPage(() => import('../features/billing/BillingPage.tsx').then((m) => m.BillingPage));
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage.tsx').then((m) => m.LibraryPage));
const SavedStoragePage = lazyPage(() =>
  import('../features/saved-storage/SavedStoragePage.tsx').then((m) => m.SavedStoragePage),
);

const adminChild = (path: string) => path.slice(`${paths.admin}/`.length);

/** Admin pages load inside the shell: only the content area waits for a page's code. */
const inContent = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ...route, element: <ContentSuspense>{route.element}</ContentSuspense> }));

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
        children: inContent([
          { index: true, element: <Navigate to={paths.home} replace /> },
          { path: adminChild(paths.home), element: <HomePage /> },
          { path: adminChild(paths.settings), element: <SettingsPage /> },
          { path: adminChild(paths.profile), element: <ProfilePage /> },
          { path: adminChild(paths.wallet), element: <BillingPage /> },
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
          { path: adminChild(paths.library), element: <LibraryPage /> },
          { path: adminChild(paths.storage), element: <SavedStoragePage /> },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ]),
      },
      { path: '*', element: <Fallback /> },
    ],
  },
]);

setNavigator((to) => {
  void router.navigate(to, { replace: true });
});
