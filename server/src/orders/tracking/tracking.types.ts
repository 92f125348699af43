export type { TrackedOrder } from '@apostille/domain';
