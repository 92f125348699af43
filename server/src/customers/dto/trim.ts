/** class-transformer hook: surrounding spaces are never part of a name, e-mail or phone number. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
