import type { GivingDeps } from '@/modules/giving/service';
import type { DuplicateFinder } from './duplicates/finder';

/** The possible duplicates: the donor database and the finder that pairs donors off the event loop. */
export interface DuplicateDeps extends GivingDeps {
  duplicateFinder: DuplicateFinder;
}
