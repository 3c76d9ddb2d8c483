import { describe, expect, it } from 'vitest';
import { fileRefusal, UPLOAD_ACCEPT, uploadProblem } from './upload-rules';

describe('upload rules (spec 000 §5)', () => {
  it('checks in order: files, then category, then CSV-only for Donor Data', () => {
    expect(uploadProblem([], '')).toBe('Please select at least one file to upload');
    expect(uploadProblem(['a.pdf'], '')).toBe('Please select a category');
    expect(uploadProblem(['gifts.csv', 'notes.txt'], 'Donor Data')).toBe(
      'Donor Data files must be in CSV format. Please select only CSV files.',
    );
    expect(uploadProblem(['gifts.CSV', 'pledges.csv'], 'Donor Data')).toBeNull();
    expect(uploadProblem(['a.pdf', 'b.txt'], 'HR')).toBeNull();
  });

  it('accepts the picker list and the text types, refusing others and empty files', () => {
    expect(UPLOAD_ACCEPT).toContain('.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.gif');
    expect(UPLOAD_ACCEPT).toContain('.txt');
    expect(fileRefusal(new File(['x'], 'a.PDF'))).toBeNull();
    expect(fileRefusal(new File(['x'], 'tool.exe'))).toBe('.exe files are not accepted');
    expect(fileRefusal(new File(['x'], 'README'))).toBe('files without an extension are not accepted');
    expect(fileRefusal(new File([], 'empty.txt'))).toBe('the file is empty');
    expect(fileRefusal(new File(['12345'], 'big.txt'), 4)).toBe(
      'the file is larger than the 4 Bytes upload limit',
    );
    expect(fileRefusal(new File(['1234'], 'fits.txt'), 4)).toBeNull();
  });
});
