import type { WeatherView } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function getWeather(signal?: AbortSignal): Promise<WeatherView> {
  return api.get<WeatherView>('/api/insights/weather', { signal });
}

/**
 * Spec 001 §2, §4 weather panel: the last available month of daily highs, lows and precipitation,
 * asked for only once the user does (`enabled`). A 502 means NOAA itself failed, so it is not asked
 * again behind the user's back: the panel shows the error and its own Retry button.
 */
export function useWeather(enabled: boolean) {
  return useQuery({
    queryKey: donorKeys.weather(),
    queryFn: ({ signal }) => getWeather(signal),
    enabled,
    retry: false,
  });
}
