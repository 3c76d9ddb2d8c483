import type { DonorAnalysis, DonorMergeResult } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ChartColumn, Database, Landmark, type LucideIcon, ShieldCheck, Upload, Users } from 'lucide-react';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format-money';
import { donorKeys } from '@/lib/giving/donor-keys';
import { getDonorAnalysis, useDonorAnalysis } from '@/lib/giving/get-donor-analysis';
import { useDonorSync } from '../hooks/use-donor-sync';
import { DataManagementTab } from './data-management/data-management-tab';
import { importRecordPath } from './imports/import-paths';
import { SecurityTab } from './security/security-tab';
import { SyncBanner } from './sync-banner';
import { UploadDataTab } from './upload/upload-data-tab';
import { giftsLine } from './upload/upload-status';

/** Spec 001 §4 "Active tab" values. */
export type DonorToolTab = 'upload' | 'dashboard' | 'donors' | 'data' | 'security' | 'economic';

const TABS: readonly { value: DonorToolTab; label: string; icon: LucideIcon }[] = [
  { value: 'upload', label: 'Upload Data', icon: Upload },
  { value: 'dashboard', label: 'Analytics', icon: ChartColumn },
  { value: 'donors', label: 'All Donors', icon: Users },
  { value: 'data', label: 'Data Management', icon: Database },
  { value: 'security', label: 'Security', icon: ShieldCheck },
  { value: 'economic', label: 'Economic Insights', icon: Landmark },
];

function hasDonors(analysis: DonorAnalysis | undefined): boolean {
  return (analysis?.totalDonors ?? 0) > 0;
}

/**
 * Spec 001 §2 Donor analytics tool: the tab bar and its tabs. On load the Donor Data documents are
 * synced once; Analytics opens when there are donors, otherwise Upload Data stays.
 */
/** A request from outside the tool (the Analytics Settings dialog) to open a tab; `seq` tells requests apart. */
export interface DonorToolTabRequest {
  tab: DonorToolTab;
  seq: number;
}

/**
 * The tabs other features fill, passed in by the route: Analytics and Economic Insights (insights,
 * loaded lazily: they may suspend), and All Donors (donors).
 */
export interface DonorToolTabs {
  analytics: ReactNode;
  donors: ReactNode;
  economic: ReactNode;
}

export function DonorAnalyticsTool({
  request,
  tabs,
}: {
  request?: DonorToolTabRequest;
  tabs: DonorToolTabs;
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const analysis = useDonorAnalysis();
  const { run: sync, banner } = useDonorSync();
  // A link may ask for a tab (`?tab=donors`: a donor's page going back to All Donors); a tab the
  // user chooses is written there in turn, so each tab has its own address.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = TABS.find(({ value }) => value === searchParams.get('tab'))?.value;
  const [tab, setTab] = useState<DonorToolTab>(asked ?? 'upload');
  /** Remounts the upload panel after Clear All Data, back to "Upload your donor data file". */
  const [uploadGeneration, setUploadGeneration] = useState(0);
  const syncStarted = useRef(false);
  /** The opening tab is decided (asked for, donors found, the sync done, or the user chose a tab). */
  const settled = useRef(asked !== undefined);

  const openAnalyticsIfDonors = useCallback((data: DonorAnalysis | undefined) => {
    if (settled.current) return;
    if (hasDonors(data)) {
      settled.current = true;
      setTab('dashboard');
    }
  }, []);

  // Donors already there: Analytics opens without waiting for the sync.
  useEffect(() => {
    openAnalyticsIfDonors(analysis.data);
  }, [analysis.data, openAnalyticsIfDonors]);

  // Spec 001 §2: the automatic sync runs once per visit (the ref keeps StrictMode from running it twice).
  useEffect(() => {
    if (syncStarted.current) return;
    syncStarted.current = true;
    void sync({ quietWhenNothing: true }).then(async () => {
      // The sync has refreshed the analysis; what it holds now decides.
      const latest = await queryClient
        .fetchQuery({ queryKey: donorKeys.analysis(), queryFn: ({ signal }) => getDonorAnalysis(signal) })
        .catch(() => undefined);
      openAnalyticsIfDonors(latest);
      settled.current = true;
    });
  }, [sync, queryClient, openAnalyticsIfDonors]);

  const choose = (value: string) => {
    settled.current = true;
    setTab(value as DonorToolTab);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  const triggers = useRef(new Map<DonorToolTab, HTMLButtonElement>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request (its seq) opens a tab.
  useEffect(() => {
    if (!request) return;
    settled.current = true;
    setTab(request.tab);
    triggers.current.get(request.tab)?.focus();
  }, [request?.seq]);

  const navigate = useNavigate();
  // Spec 001 §4: a merge opens Analytics; the toast carries the green box's words there, and its link.
  const merged = useCallback(
    (result: DonorMergeResult) => {
      settled.current = true;
      setTab('dashboard');
      toast.success('Data merged successfully!', {
        description: (
          <>
            <span className="block">
              Added {formatNumber(result.recordsAdded)} new records to your database
            </span>
            <span className="block">{giftsLine(result)}</span>
          </>
        ),
        action: { label: 'See this import', onClick: () => navigate(importRecordPath(result.importId)) },
      });
      // Analytics shows what was merged, not what was not: a failed charge left out must not pass unseen.
      const leftOut = result.dropped.reduce((sum, entry) => sum + entry.count, 0);
      if (leftOut > 0) {
        const reasons = result.dropped.map((entry) => `${entry.label}: ${formatNumber(entry.count)}`);
        toast.warning(`${formatNumber(leftOut)} ${leftOut === 1 ? 'row' : 'rows'} left out`, {
          description: `${reasons.join('; ')}. They are listed under Upload Data.`,
        });
      }
      // Nor must a donor's email left out for being two addresses.
      const corrected = result.rowProblems.reduce((sum, entry) => sum + entry.count, 0);
      if (corrected > 0) {
        toast.warning(
          `${formatNumber(corrected)} ${corrected === 1 ? 'value' : 'values'} corrected or left out`,
          {
            description: 'They are listed under Upload Data, line by line.',
          },
        );
      }
    },
    [navigate],
  );

  // A file chosen settles the tab: the automatic sync must not move the page off its upload.
  const uploadStarted = useCallback(() => {
    settled.current = true;
  }, []);

  const cleared = useCallback(() => {
    settled.current = true;
    setUploadGeneration((generation) => generation + 1);
    setTab('upload');
  }, []);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Donor Analytics
          </h2>
          <p className="text-sm text-slate-600">
            Merge donor CSV files into one donor database, then follow giving, retention and each donor.
          </p>
        </div>
        <SyncBanner banner={banner} label="Document sync" />
        <Tabs value={tab} onValueChange={choose} className="min-w-0">
          <TabsList aria-labelledby={headingId}>
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger
                key={value}
                value={value}
                ref={(element) => {
                  if (element) triggers.current.set(value, element);
                }}
              >
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {analysis.isPending ? (
            <LoadingState />
          ) : (
            <>
              {/* Kept mounted while hidden: a file on its way keeps going, and a success stays shown. */}
              <TabsContent value="upload" forceMount hidden={tab !== 'upload'}>
                <UploadDataTab key={uploadGeneration} onStarted={uploadStarted} onMerged={merged} />
              </TabsContent>
              <TabsContent value="dashboard">
                <Suspense fallback={<LoadingState label="Loading analytics..." />}>{tabs.analytics}</Suspense>
              </TabsContent>
              <TabsContent value="donors">{tabs.donors}</TabsContent>
              <TabsContent value="data">
                <DataManagementTab onCleared={cleared} />
              </TabsContent>
              <TabsContent value="security">
                <SecurityTab />
              </TabsContent>
              <TabsContent value="economic">
                <Suspense fallback={<LoadingState label="Loading economic insights..." />}>
                  {tabs.economic}
                </Suspense>
              </TabsContent>
            </>
          )}
        </Tabs>
      </CardContent>
    </Card>
  );
}
