import { Transform } from 'class-transformer';

/** Leading and trailing spaces never count: trimmed before validation, as the client trims. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `@trimmed` on a DTO property: the same as `@Transform(trim)`. */
export const trimmed = Transform(trim);

/** `@trimmedOrNull`: trimmed, and a blank string becomes null (a cleared optional field). */
export const trimmedOrNull = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value));
