import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';

/** All migrations in the order they run; add new ones at the end. */
export const MIGRATIONS = [InitialSchema1763700000000];
