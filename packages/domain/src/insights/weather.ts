import { z } from 'zod';

/** Spec 001 §3 Weather record: the three GHCND data types the panel reads. */
export const WEATHER_DATATYPES = ['TMAX', 'TMIN', 'PRCP'] as const;
export type WeatherDatatype = (typeof WEATHER_DATATYPES)[number];

/** Spec 001 §9: GHCND temperatures are tenths of °C: divided by 10 for °C, then converted to °F. */
export function tenthsCelsiusToFahrenheit(tenths: number): number {
  return (tenths / 10) * (9 / 5) + 32;
}

/** Spec 001 §9: precipitation is tenths of mm: divided by 10 for mm, by 254 for inches. */
export function tenthsMillimetresToInches(tenths: number): number {
  return tenths / 254;
}

/** Spec 001 §8 weather texts. */
export const WEATHER_FETCH_FAILED = 'Failed to fetch weather data';
export const WEATHER_UNKNOWN_ERROR = 'Unknown error fetching weather data';
export const WEATHER_SAMPLE_NOTE =
  'Sample weather data: set NOAA_TOKEN on the server to show real observations.';

export interface WeatherRecord {
  date: string;
  datatype: WeatherDatatype;
  value: number;
}

export interface WeatherDay {
  date: string;
  highF: number | null;
  lowF: number | null;
  precipitationIn: number | null;
}

/** The records of a period as days with °F and inches, oldest first. */
export function weatherDays(records: readonly WeatherRecord[]): WeatherDay[] {
  const days = new Map<string, WeatherDay>();
  for (const record of records) {
    const date = record.date.slice(0, 10);
    const day = days.get(date) ?? { date, highF: null, lowF: null, precipitationIn: null };
    if (record.datatype === 'TMAX') day.highF = tenthsCelsiusToFahrenheit(record.value);
    if (record.datatype === 'TMIN') day.lowF = tenthsCelsiusToFahrenheit(record.value);
    if (record.datatype === 'PRCP') day.precipitationIn = tenthsMillimetresToInches(record.value);
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function average(values: number[]) {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Averages of the highs and lows and the total precipitation of the days. */
export function weatherSummary(days: readonly WeatherDay[]) {
  const highs = days.flatMap((day) => (day.highF === null ? [] : [day.highF]));
  const lows = days.flatMap((day) => (day.lowF === null ? [] : [day.lowF]));
  const rain = days.flatMap((day) => (day.precipitationIn === null ? [] : [day.precipitationIn]));
  return {
    days: days.length,
    averageHighF: average(highs),
    averageLowF: average(lows),
    totalPrecipitationIn: rain.length === 0 ? null : rain.reduce((sum, value) => sum + value, 0),
  };
}

const weatherDaySchema = z.object({
  date: z.string(),
  highF: z.number().nullable(),
  lowF: z.number().nullable(),
  precipitationIn: z.number().nullable(),
});

/** GET /api/insights/weather. */
export const weatherViewSchema = z.object({
  /** The NOAA location id asked for, e.g. ZIP:28801. */
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(weatherDaySchema),
  summary: z.object({
    days: z.number().int(),
    averageHighF: z.number().nullable(),
    averageLowF: z.number().nullable(),
    totalPrecipitationIn: z.number().nullable(),
  }),
  /** True without NOAA_TOKEN: deterministic sample days, labelled as such. */
  sample: z.boolean(),
  note: z.string().nullable(),
});
export type WeatherView = z.infer<typeof weatherViewSchema>;
