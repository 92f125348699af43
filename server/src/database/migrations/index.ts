import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { OrderPlacedWithAccount1763800000000 } from './1763800000000-order-placed-with-account.js';
import { OrderLineItems1763900000000 } from './1763900000000-order-line-items.js';

/** All migrations in the order they run; add new ones at the end. */
export const MIGRATIONS = [InitialSchema1763700000000, OrderPlacedWithAccount1763800000000, OrderLineItems1763900000000];
