import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES, UPLOAD_CATEGORIES } from './categories';
import { DEPARTMENTS, findDepartment } from './departments';
import { findOperationsCategory, OPERATIONS_CATEGORIES } from './operations';

describe('spec constants', () => {
  it('has the 14 document categories of spec 000 §3, and the upload form adds Donor Data', () => {
    expect(DOCUMENT_CATEGORIES).toHaveLength(14);
    expect(DOCUMENT_CATEGORIES).toContain('Volunteer/People Management');
    expect(DOCUMENT_CATEGORIES).toContain('Streaming: Video & Podcast');
    expect(UPLOAD_CATEGORIES).toEqual([...DOCUMENT_CATEGORIES, 'Donor Data']);
  });

  it('has the nine operations slugs of the route table, in sidebar order', () => {
    expect(OPERATIONS_CATEGORIES.map((c) => c.slug)).toEqual([
      'hr',
      'accounting',
      'legal',
      'branding',
      'social-media',
      'communications',
      'volunteer-management',
      'streaming',
      'it',
    ]);
    expect(findOperationsCategory('legal')?.title).toBe('Legal & Compliance');
    expect(findOperationsCategory('finance')).toBeUndefined();
  });

  it('has the ten department slugs of the route table with the dashboard names', () => {
    expect(DEPARTMENTS.map((d) => d.slug)).toEqual([
      'foster-adopt',
      'r-kids',
      'r-youth',
      'creative-media',
      'cge',
      'worship',
      'sunday-production',
      'elder-board',
      'deacon-board',
      'fundraising-donor-management',
    ]);
    expect(findDepartment('r-kids')?.name).toBe('R/Kids');
    expect(findDepartment('choir')).toBeUndefined();
  });
});
