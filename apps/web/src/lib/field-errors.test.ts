import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field and ignores issues about the whole form', () => {
    expect(
      fieldErrors([
        { path: ['url'], message: 'Please enter a web address' },
        { path: ['url'], message: 'Too long' },
        { path: ['name'], message: 'Please enter a name' },
        { path: [], message: 'Something about the form' },
      ]),
    ).toEqual({ url: 'Please enter a web address', name: 'Please enter a name' });
  });
});
