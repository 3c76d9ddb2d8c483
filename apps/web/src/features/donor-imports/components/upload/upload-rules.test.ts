import { UNSUPPORTED_FORMAT } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { donorFileRefusal } from './upload-rules';

describe('donorFileRefusal (spec 001 §5)', () => {
  it('accepts a .csv extension in any case', () => {
    expect(donorFileRefusal('gifts.csv')).toBeNull();
    expect(donorFileRefusal('Gifts 2024.CSV')).toBeNull();
    expect(donorFileRefusal('export.Csv')).toBeNull();
  });

  it('refuses every other name with the spec text', () => {
    expect(donorFileRefusal('gifts.xlsx')).toBe(UNSUPPORTED_FORMAT);
    expect(donorFileRefusal('gifts.csv.txt')).toBe(UNSUPPORTED_FORMAT);
    expect(donorFileRefusal('csv')).toBe(UNSUPPORTED_FORMAT);
    expect(UNSUPPORTED_FORMAT).toBe('Unsupported file format. Please use CSV files.');
  });
});
