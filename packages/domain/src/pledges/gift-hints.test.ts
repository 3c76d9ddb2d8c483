import { describe, expect, it } from 'vitest';
import { pledgeHints } from './gift-hints';

const roof = { campaign: 'Roof Campaign', funds: ['Building Fund'] };

describe('pledgeHints', () => {
  it('names the campaign and its funds when the gift goes to another fund', () => {
    expect(pledgeHints('Ruth Oyelaran', [roof], ['General Fund'])).toEqual([
      'Ruth Oyelaran has a pledge to Roof Campaign: Building Fund',
    ]);
  });

  it('says nothing when a line of the gift is the campaign’s, or before any fund is chosen', () => {
    expect(pledgeHints('Ruth Oyelaran', [roof], ['General Fund', 'Building Fund'])).toEqual([]);
    expect(pledgeHints('Ruth Oyelaran', [roof], [])).toEqual([]);
    expect(pledgeHints('Ruth Oyelaran', [], ['General Fund'])).toEqual([]);
  });

  it('names the general fund as the screens do, and each campaign left out', () => {
    const drive = { campaign: 'Stewardship 2026', funds: ['', 'Missions'] };
    expect(pledgeHints('Ann Lee', [roof, drive], ['Missions'])).toEqual([
      'Ann Lee has a pledge to Roof Campaign: Building Fund',
    ]);
    expect(pledgeHints('Ann Lee', [drive], ['Youth'])).toEqual([
      'Ann Lee has a pledge to Stewardship 2026: General, Missions',
    ]);
  });
});
