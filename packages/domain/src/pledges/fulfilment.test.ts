import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignTotals, PLEDGE_STANDING_LABELS, pledgeFulfilment } from './fulfilment';

describe('pledgeFulfilment', () => {
  it('is on track when what was due is given, with the rest to give', () => {
    expect(pledgeFulfilment({ amountCents: 120_000, givenCents: 30_000, expectedCents: 30_000 })).toEqual({
      givenCents: 30_000,
      fulfilledCents: 30_000,
      beyondCents: 0,
      remainingCents: 90_000,
      standing: 'on-track',
    });
  });

  it('is behind when less was given than due', () => {
    const fulfilment = pledgeFulfilment({ amountCents: 120_000, givenCents: 20_000, expectedCents: 30_000 });
    expect(fulfilment).toMatchObject({ remainingCents: 100_000, standing: 'behind' });
  });

  it('is on track when given ahead of what is due, or before anything is due', () => {
    expect(
      pledgeFulfilment({ amountCents: 120_000, givenCents: 50_000, expectedCents: 30_000 }).standing,
    ).toBe('on-track');
    expect(pledgeFulfilment({ amountCents: 120_000, givenCents: 10_000, expectedCents: 0 }).standing).toBe(
      'on-track',
    );
  });

  it('is fulfilled once the whole amount is given, counting what goes beyond it', () => {
    expect(
      pledgeFulfilment({ amountCents: 120_000, givenCents: 120_000, expectedCents: 60_000 }),
    ).toMatchObject({
      fulfilledCents: 120_000,
      beyondCents: 0,
      remainingCents: 0,
      standing: 'fulfilled',
    });
    expect(
      pledgeFulfilment({ amountCents: 120_000, givenCents: 125_000, expectedCents: 120_000 }),
    ).toMatchObject({
      fulfilledCents: 120_000,
      beyondCents: 5_000,
      remainingCents: 0,
      standing: 'fulfilled',
    });
  });

  it('has not started while nothing is given and nothing is due', () => {
    expect(pledgeFulfilment({ amountCents: 120_000, givenCents: 0, expectedCents: 0 })).toMatchObject({
      fulfilledCents: 0,
      remainingCents: 120_000,
      standing: 'not-started',
    });
  });

  it('counts refunds above the gifts as nothing given: not started, or behind once something is due', () => {
    expect(pledgeFulfilment({ amountCents: 120_000, givenCents: -5_000, expectedCents: 0 })).toEqual({
      givenCents: -5_000,
      fulfilledCents: 0,
      beyondCents: 0,
      remainingCents: 120_000,
      standing: 'not-started',
    });
    expect(
      pledgeFulfilment({ amountCents: 120_000, givenCents: -5_000, expectedCents: 10_000 }).standing,
    ).toBe('behind');
  });

  it('labels every standing', () => {
    expect(PLEDGE_STANDING_LABELS).toEqual({
      fulfilled: 'Fulfilled',
      'on-track': 'On track',
      behind: 'Behind',
      'not-started': 'Not started',
    });
  });

  it('splits what was given into fulfilled, beyond and remaining without losing a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: -1_000_000_000, max: 2_000_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amountCents, givenCents, due) => {
          const expectedCents = Math.floor(amountCents * due);
          const fulfilment = pledgeFulfilment({ amountCents, givenCents, expectedCents });
          expect(fulfilment.fulfilledCents + fulfilment.remainingCents).toBe(amountCents);
          expect(fulfilment.fulfilledCents + fulfilment.beyondCents).toBe(Math.max(givenCents, 0));
          expect(fulfilment.fulfilledCents).toBeGreaterThanOrEqual(0);
          expect(fulfilment.remainingCents).toBeGreaterThanOrEqual(0);
          expect(fulfilment.beyondCents).toBeGreaterThanOrEqual(0);
          expect(fulfilment.standing === 'fulfilled').toBe(fulfilment.remainingCents === 0);
        },
      ),
    );
  });
});

describe('campaignTotals', () => {
  const pledges = [
    { amountCents: 120_000, givenCents: 30_000 },
    { amountCents: 50_000, givenCents: 60_000 },
    { amountCents: 30_000, givenCents: -2_000 },
  ];

  it('adds up the pledges, what was given towards them and all gifts, against the goal', () => {
    expect(campaignTotals(pledges, 100_000, 400_000)).toEqual({
      pledgedCents: 200_000,
      givenCents: 100_000,
      pledgedGivenCents: 80_000,
      pledgers: 3,
      goalCents: 400_000,
      pledgedShare: 0.5,
      givenShare: 0.25,
    });
  });

  it('has shares beyond 1 once the goal is passed, and none without a goal', () => {
    expect(campaignTotals(pledges, 500_000, 100_000)).toMatchObject({ pledgedShare: 2, givenShare: 5 });
    expect(campaignTotals(pledges, 100_000, null)).toMatchObject({
      goalCents: null,
      pledgedShare: null,
      givenShare: null,
    });
  });

  it('is all zeros without pledges or gifts', () => {
    expect(campaignTotals([], 0, 100_000)).toEqual({
      pledgedCents: 0,
      givenCents: 0,
      pledgedGivenCents: 0,
      pledgers: 0,
      goalCents: 100_000,
      pledgedShare: 0,
      givenShare: 0,
    });
  });
});
