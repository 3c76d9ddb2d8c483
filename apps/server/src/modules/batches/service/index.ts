/** The batches module's public surface: what the demo organisation's seed uses to enter its Sundays. */
export { addGift } from './batch-gifts';
export { commitBatch, depositBatch } from './batch-lifecycle';
export { createBatch, leaveBatch } from './batches';
