import type { GivingDeps } from '@/modules/giving/service';
import type { Mailer } from '@/platform/mail/mailer';
import type { DuplicateFinder } from './duplicates/finder';

/** The possible duplicates: the donor database and the finder that pairs donors off the event loop. */
export interface DuplicateDeps extends GivingDeps {
  duplicateFinder: DuplicateFinder;
}

/** Households: the donor database and the outbox that tells joined donors. */
export interface HouseholdDeps extends GivingDeps {
  mailer: Mailer;
}
