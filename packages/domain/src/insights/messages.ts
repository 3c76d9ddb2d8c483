// Spec 001 §8: the economic services' texts, word for word.

/** Shown when the economic data could not be fetched and generated sample series stand in. */
export const SAMPLE_DATA_MESSAGE = 'Failed to load economic data. Using sample data for demonstration.';

/** Connection test without a FRED key; the spec gives the text only this far. */
export const FRED_KEY_MISSING = 'FRED API key not configured...';

/** Connection test against FRED that failed, with FRED's error_message or '{status} {statusText}'. */
export function fredConnectionFailed(reason: string): string {
  return `FRED API connection failed: ${reason}`;
}

export const FRED_CONNECTION_OK = 'FRED API connection successful!';

/** The connection test itself could not run (e.g. the request never reached FRED). */
export const CONNECTION_TEST_FAILED = 'Failed to test API connection';
