import { allowedIssuerKinds, defaultIssuerFor, DEFAULT_ISSUING_STATE, US_STATES, type IssuerKind, type IssuerRef } from '@apostille/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** Words of each choice; "U.S. federal agency" is what the FBI-check message asks the customer to choose. */
export const ISSUER_KIND_LABELS: Readonly<Record<IssuerKind, string>> = {
  'us-state': 'A U.S. state',
  'federal-agency': 'U.S. federal agency',
  'federal-court': 'U.S. federal court',
  'foreign-country': 'Another country',
};

/** The issuer a change to `kind` starts from: the type's default when it is of that kind. */
export function issuerOfKind(kind: IssuerKind, documentType: string): IssuerRef {
  const fallback = defaultIssuerFor(documentType);
  if (fallback.kind === kind) return fallback;
  switch (kind) {
    case 'us-state':
      return { kind, state: DEFAULT_ISSUING_STATE };
    case 'foreign-country':
      return { kind, country: '' };
    default:
      return { kind };
  }
}

export interface IssuerControlProps {
  documentNumber: number;
  documentType: string;
  issuer: IssuerRef;
  onChange: (issuer: IssuerRef) => void;
  onBlur?: () => void;
  /** The problem to show at the field, if any. */
  error?: string | null;
}

/**
 * "Issued in / by" of one document: only the kinds its type allows (a kind chosen before a change of
 * type stays shown, with the field's message), a state picker for a U.S. state, a country field for
 * another country.
 */
export function IssuerControl({ documentNumber, documentType, issuer, onChange, onBlur, error }: IssuerControlProps) {
  const allowed = allowedIssuerKinds(documentType);
  const kinds = allowed.includes(issuer.kind) ? allowed : [...allowed, issuer.kind];
  const id = `order-documents-${documentNumber - 1}-issuer`;
  const country = issuer.kind === 'foreign-country';
  const kindError = error && !country ? error : null;
  const countryError = error && country ? error : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        id={id}
        name={`documents[${documentNumber - 1}].issuer`}
        label={`Document ${documentNumber} issued in / by`}
        select
        required
        fullWidth
        value={issuer.kind}
        onChange={(e) => onChange(issuerOfKind(e.target.value as IssuerKind, documentType))}
        onBlur={onBlur}
        error={Boolean(kindError)}
        helperText={kindError ?? undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {kinds.map((kind) => (
          <option key={kind} value={kind} disabled={!allowed.includes(kind)}>
            {ISSUER_KIND_LABELS[kind]}
          </option>
        ))}
      </TextField>
      {issuer.kind === 'us-state' && (
        <TextField
          id={`${id}-state`}
          label={`Document ${documentNumber} issuing state`}
          select
          required
          fullWidth
          value={issuer.state}
          onChange={(e) => onChange({ kind: 'us-state', state: e.target.value })}
          onBlur={onBlur}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {!US_STATES.some((s) => s.code === issuer.state) && <option value={issuer.state}>{issuer.state || 'Select a state'}</option>}
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </TextField>
      )}
      {country && (
        <TextField
          id={`${id}-country`}
          label={`Document ${documentNumber} issuing country`}
          required
          fullWidth
          value={issuer.country}
          onChange={(e) => onChange({ kind: 'foreign-country', country: e.target.value })}
          onBlur={onBlur}
          error={Boolean(countryError)}
          helperText={countryError ?? 'The country whose authority issued the document'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        />
      )}
    </Stack>
  );
}
