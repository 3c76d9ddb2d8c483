import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { AuthGate } from './auth-gate';
import { AppLayout } from './shell/layout';

// Every page is its own chunk: later issues make several of them heavy (charts, viewers, fundraising),
// and the first load should carry only the shell.
const DashboardRoute = lazy(() => import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute })));
const DocumentsRoute = lazy(() => import('./routes/documents').then((m) => ({ default: m.DocumentsRoute })));
const UploadRoute = lazy(() => import('./routes/upload').then((m) => ({ default: m.UploadRoute })));
const OperationsRoute = lazy(() =>
  import('./routes/operations').then((m) => ({ default: m.OperationsRoute })),
);
const OperationsCategoryRoute = lazy(() =>
  import('./routes/operations-category').then((m) => ({ default: m.OperationsCategoryRoute })),
);
const DepartmentRoute = lazy(() =>
  import('./routes/department').then((m) => ({ default: m.DepartmentRoute })),
);
const FundraisingReportRoute = lazy(() =>
  import('./routes/fundraising-report').then((m) => ({ default: m.FundraisingReportRoute })),
);
const StatementsRoute = lazy(() =>
  import('./routes/statements').then((m) => ({ default: m.StatementsRoute })),
);
const StatementsNoEmailRoute = lazy(() =>
  import('./routes/statements-no-email').then((m) => ({ default: m.StatementsNoEmailRoute })),
);
const DonorRecordRoute = lazy(() =>
  import('./routes/donor-record').then((m) => ({ default: m.DonorRecordRoute })),
);
const GivingImportsRoute = lazy(() =>
  import('./routes/giving-imports').then((m) => ({ default: m.GivingImportsRoute })),
);
const GivingImportRoute = lazy(() =>
  import('./routes/giving-import').then((m) => ({ default: m.GivingImportRoute })),
);
const GivingLayout = lazy(() => import('./routes/giving-layout').then((m) => ({ default: m.GivingLayout })));
const GivingIndex = lazy(() => import('./routes/giving-layout').then((m) => ({ default: m.GivingIndex })));
const GivingBatchesRoute = lazy(() =>
  import('./routes/giving-batches').then((m) => ({ default: m.GivingBatchesRoute })),
);
const GivingBatchNewRoute = lazy(() =>
  import('./routes/giving-batch-new').then((m) => ({ default: m.GivingBatchNewRoute })),
);
const GivingBatchRoute = lazy(() =>
  import('./routes/giving-batch').then((m) => ({ default: m.GivingBatchRoute })),
);
const GivingCampaignsRoute = lazy(() =>
  import('./routes/giving-campaigns').then((m) => ({ default: m.GivingCampaignsRoute })),
);
const GivingCampaignRoute = lazy(() =>
  import('./routes/giving-campaign').then((m) => ({ default: m.GivingCampaignRoute })),
);
const GivingSettingsRoute = lazy(() =>
  import('./routes/giving-settings').then((m) => ({ default: m.GivingSettingsRoute })),
);
const GivingDonorsRoute = lazy(() =>
  import('./routes/giving-donors').then((m) => ({ default: m.GivingDonorsRoute })),
);
const DuplicatesRoute = lazy(() =>
  import('./routes/duplicates').then((m) => ({ default: m.DuplicatesRoute })),
);
const HouseholdSuggestionsRoute = lazy(() =>
  import('./routes/household-suggestions').then((m) => ({ default: m.HouseholdSuggestionsRoute })),
);
const UsersRoute = lazy(() => import('./routes/users').then((m) => ({ default: m.UsersRoute })));
const AccountSecurityRoute = lazy(() =>
  import('./routes/account-security').then((m) => ({ default: m.AccountSecurityRoute })),
);
const OutboxRoute = lazy(() => import('./routes/outbox').then((m) => ({ default: m.OutboxRoute })));
const OAuthRoute = lazy(() => import('./routes/oauth').then((m) => ({ default: m.OAuthRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const InviteRoute = lazy(() => import('./routes/invite').then((m) => ({ default: m.InviteRoute })));
const OAuthCallbackRoute = lazy(() =>
  import('./routes/oauth-callback').then((m) => ({ default: m.OAuthCallbackRoute })),
);

const standaloneFallback = <LoadingState className="min-h-dvh" />;

/** Spec 000 §2 Routes. Invitation and OAuth callback pages sit outside the auth gate and the shell. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/invite/:token?"
        element={
          <Suspense fallback={standaloneFallback}>
            <InviteRoute />
          </Suspense>
        }
      />
      <Route
        path="/oauth/callback/:provider"
        element={
          <Suspense fallback={standaloneFallback}>
            <OAuthCallbackRoute />
          </Suspense>
        }
      />
      <Route
        element={
          <AuthGate>
            <AppLayout />
          </AuthGate>
        }
      >
        <Route index element={<DashboardRoute />} />
        <Route path="documents" element={<DocumentsRoute />} />
        <Route path="upload" element={<UploadRoute />} />
        <Route path="operations" element={<OperationsRoute />} />
        <Route path="operations/:category" element={<OperationsCategoryRoute />} />
        <Route path="department/:department" element={<DepartmentRoute />} />
        <Route path="department/fundraising-donor-management/report" element={<FundraisingReportRoute />} />
        <Route path="department/fundraising-donor-management/statements" element={<StatementsRoute />} />
        <Route
          path="department/fundraising-donor-management/statements/:runId/no-email"
          element={<StatementsNoEmailRoute />}
        />
        <Route
          path="department/fundraising-donor-management/donors/:donorId"
          element={<DonorRecordRoute />}
        />
        {/* Giving: the fundraising area's daily pages under one entry; the department's URLs stay. */}
        <Route path="giving" element={<GivingLayout />}>
          <Route index element={<GivingIndex />} />
          <Route path="donors" element={<GivingDonorsRoute />} />
          <Route path="donors/:donorId" element={<DonorRecordRoute />} />
          <Route path="batches" element={<GivingBatchesRoute />} />
          <Route path="batches/new" element={<GivingBatchNewRoute />} />
          <Route path="batches/:batchId" element={<GivingBatchRoute />} />
          <Route path="campaigns" element={<GivingCampaignsRoute />} />
          <Route path="campaigns/:campaignId" element={<GivingCampaignRoute />} />
          <Route path="settings" element={<GivingSettingsRoute />} />
          <Route path="statements" element={<StatementsRoute />} />
          <Route path="imports" element={<GivingImportsRoute />} />
          <Route path="imports/:importId" element={<GivingImportRoute />} />
          <Route path="duplicates" element={<DuplicatesRoute />} />
          <Route path="households" element={<HouseholdSuggestionsRoute />} />
        </Route>
        <Route path="users" element={<UsersRoute />} />
        <Route path="outbox" element={<OutboxRoute />} />
        <Route path="account/security" element={<AccountSecurityRoute />} />
        <Route path="oauth" element={<OAuthRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
