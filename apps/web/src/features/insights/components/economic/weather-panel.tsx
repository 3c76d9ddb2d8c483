import { WEATHER_UNKNOWN_ERROR, type WeatherView } from '@steward/domain';
import { CloudSun, RotateCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';
import { useWeather } from '../../api/get-weather';
import { AnalyticsCard } from '../analytics/analytics-card';

/** Spec 001 §9, en-US: a "-0.0" that rounds from just below zero is written "0.0". */
const ONE_DECIMAL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A temperature in °F to one decimal: "78.4°F". */
function formatFahrenheit(value: number): string {
  return `${ONE_DECIMAL.format(value)}°F`;
}

/** A precipitation in inches to two decimals: "0.40 in". */
function formatInches(value: number): string {
  return `${TWO_DECIMALS.format(value)} in`;
}

/** A day's figure, or a dash (read as "Not recorded") when the station sent none. */
function Figure({ value, format }: { value: number | null; format: (value: number) => string }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not recorded</span>
      </>
    );
  }
  return <>{format(value)}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold wrap-anywhere text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Period({ weather }: { weather: WeatherView }) {
  return (
    <>
      <time dateTime={weather.startDate}>{formatDay(weather.startDate)}</time>
      {' – '}
      <time dateTime={weather.endDate}>{formatDay(weather.endDate)}</time>
    </>
  );
}

/** The loaded state: where and when, the month's figures, and each day in a box that scrolls. */
function WeatherDetails({ weather }: { weather: WeatherView }) {
  const { summary } = weather;
  const notAvailable = (value: number | null, format: (value: number) => string) =>
    value === null ? 'Not available' : format(value);
  return (
    <div className="flex flex-col gap-4">
      {weather.sample || weather.note ? (
        <div className="flex flex-wrap items-start gap-2">
          {weather.sample ? <Badge tone="warning">Sample data</Badge> : null}
          {weather.note ? <p className="min-w-0 text-sm text-slate-600">{weather.note}</p> : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-3">
        <Fact label="Location">{weather.location}</Fact>
        <Fact label="Period">
          <Period weather={weather} />
        </Fact>
        <Fact label="Days">{summary.days}</Fact>
        <Fact label="Average high">{notAvailable(summary.averageHighF, formatFahrenheit)}</Fact>
        <Fact label="Average low">{notAvailable(summary.averageLowF, formatFahrenheit)}</Fact>
        <Fact label="Total precipitation">{notAvailable(summary.totalPrecipitationIn, formatInches)}</Fact>
      </dl>
      {weather.days.length > 0 ? (
        <section
          aria-label="Daily weather"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="max-h-80 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <table className="w-full border-collapse text-left text-sm">
            <TableHead className="sticky top-0">
              <tr>
                <TableHeader className="px-3 py-2">Date</TableHeader>
                <TableHeader className="px-3 py-2 text-right">High (°F)</TableHeader>
                <TableHeader className="px-3 py-2 text-right">Low (°F)</TableHeader>
                <TableHeader className="px-3 py-2 text-right">Precipitation (in)</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {weather.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap text-slate-900">
                    <time dateTime={day.date}>{formatDay(day.date)}</time>
                  </th>
                  <TableCell className="px-3 py-1.5 text-right tabular-nums">
                    <Figure value={day.highF} format={(value) => ONE_DECIMAL.format(value)} />
                  </TableCell>
                  <TableCell className="px-3 py-1.5 text-right tabular-nums">
                    <Figure value={day.lowF} format={(value) => ONE_DECIMAL.format(value)} />
                  </TableCell>
                  <TableCell className="px-3 py-1.5 text-right tabular-nums">
                    <Figure value={day.precipitationIn} format={(value) => TWO_DECIMALS.format(value)} />
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </table>
        </section>
      ) : (
        <p className="text-sm text-slate-600">No daily records for this period.</p>
      )}
    </div>
  );
}

/**
 * Spec 001 §2, §4 weather panel on the Economic Insights tab: idle until the user asks, then
 * loading, an error with Retry, or the period's days at the server's NOAA location (sample days,
 * labelled, without a NOAA token). Days shown stay shown if a later background refresh fails. The
 * status region stays in the page so that loading and loaded are each announced.
 */
export function WeatherPanel() {
  const [requested, setRequested] = useState(false);
  const weather = useWeather(requested);
  const data = weather.data;
  const failed = !data && weather.isError && !weather.isFetching;
  const loading = !data && !failed && (requested || weather.isFetching);

  return (
    <AnalyticsCard
      title="Weather"
      description="Daily highs, lows and precipitation of the last available month, from NOAA."
    >
      <div
        role="status"
        aria-live="polite"
        aria-label="Weather status"
        className={cn(
          'flex items-center gap-3 text-sm text-slate-600',
          !loading && 'sr-only',
          loading && 'justify-center p-6',
        )}
      >
        {loading ? (
          <>
            <Spinner className="size-6" />
            <span>Loading weather data...</span>
          </>
        ) : data ? (
          `Weather loaded: ${data.summary.days} days at ${data.location}.`
        ) : null}
      </div>
      {data ? <WeatherDetails weather={data} /> : null}
      {failed ? (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <ErrorMessage className="w-full sm:flex-1">
            {errorMessage(weather.error, WEATHER_UNKNOWN_ERROR)}
          </ErrorMessage>
          <Button variant="secondary" onClick={() => void weather.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      {!data && !failed && !loading ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">
            The daily weather at your organisation's location for the last available month, fetched when you
            ask.
          </p>
          <Button variant="secondary" onClick={() => setRequested(true)}>
            <CloudSun aria-hidden="true" />
            Load weather
          </Button>
        </div>
      ) : null}
    </AnalyticsCard>
  );
}
