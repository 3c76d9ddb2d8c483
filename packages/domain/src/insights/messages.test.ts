import { describe, expect, it } from 'vitest';
import {
  CONNECTION_TEST_FAILED,
  FRED_CONNECTION_OK,
  FRED_KEY_MISSING,
  fredConnectionFailed,
  SAMPLE_DATA_MESSAGE,
} from './messages';

describe('economic service messages (spec 001 §8)', () => {
  it('uses the spec texts', () => {
    expect(SAMPLE_DATA_MESSAGE).toBe('Failed to load economic data. Using sample data for demonstration.');
    expect(FRED_KEY_MISSING).toBe('FRED API key not configured...');
    expect(FRED_CONNECTION_OK).toBe('FRED API connection successful!');
    expect(CONNECTION_TEST_FAILED).toBe('Failed to test API connection');
  });

  it('names why the FRED connection failed', () => {
    expect(fredConnectionFailed('Bad Request.  The value for variable api_key is not registered.')).toBe(
      'FRED API connection failed: Bad Request.  The value for variable api_key is not registered.',
    );
    expect(fredConnectionFailed('503 Service Unavailable')).toBe(
      'FRED API connection failed: 503 Service Unavailable',
    );
  });
});
