import { DOCUMENT_TYPES, MAX_DOCUMENTS_PER_ORDER, ORDER_MESSAGES } from '@apostille/domain';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { RoutePanel } from '../../components/routes/RoutePanel';
import { DocumentUploader } from '../documents/DocumentUploader';
import { IssuerControl } from '../documents/IssuerControl';
import { useUploads } from '../documents/uploads';
import { newDocumentEntry, type OrderFormValues } from '../model/formValues';
import { effectiveIssuer, withDocumentType } from '../model/issuer';
import { routeViewFor } from '../model/routeView';
import { fieldProps } from './fieldProps';
import { SectionTitle } from './SectionTitle';

/** Document entries: a type and one or more scans each; at most 10 per order. */
export function DocumentsSection() {
  const f = useFormikContext<OrderFormValues>();
  const uploads = useUploads();
  const docs = f.values.documents;
  /** A document's own problem with its files (no file, or the server's refusal), once shown fields show theirs. */
  const filesError = (i: number) => {
    const error = getIn(f.errors, `documents[${i}].files`) as unknown;
    return typeof error === 'string' && (Boolean(getIn(f.touched, `documents[${i}].files`)) || f.submitCount > 0) ? error : null;
  };
  /** A document's "issued in / by" problem, once its field was touched or a Next tried. */
  const issuerError = (i: number) => {
    const error = getIn(f.errors, `documents[${i}].issuer`) as unknown;
    return typeof error === 'string' && (Boolean(getIn(f.touched, `documents[${i}].issuer`)) || f.submitCount > 0) ? error : null;
  };
  const destination = f.values.destinationCountry;
  // One day for every panel of the page (the quote prices the same day).
  const today = useMemo(() => new Date(), []);
  const full = docs.length >= MAX_DOCUMENTS_PER_ORDER;
  const listError = typeof f.errors.documents === 'string' && f.submitCount > 0 ? f.errors.documents : null;

  return (
    <section aria-labelledby="order-documents-title">
      <SectionTitle id="order-documents-title">Documents</SectionTitle>
      <FieldArray name="documents">
        {(helpers) => (
          <Stack spacing={2}>
            {docs.map((d, i) => {
              const issuer = effectiveIssuer(d);
              return (
                <Card key={d.id} variant="outlined" component="section" aria-label={`Document ${i + 1}`}>
                  <CardContent>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                      <Typography component="h3" sx={{ fontWeight: 600 }}>
                        Document {i + 1}
                      </Typography>
                      {docs.length > 1 && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => {
                            uploads.discard(d.files);
                            helpers.remove(i);
                          }}
                          aria-label={`Remove document ${i + 1}`}
                        >
                          Remove
                        </Button>
                      )}
                    </Stack>
                    <Stack spacing={2}>
                      <TextField
                        label={`Document ${i + 1} type`}
                        required
                        select
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        {...fieldProps(f, `documents[${i}].documentType`)}
                        onChange={(e) => void f.setFieldValue(`documents[${i}]`, withDocumentType(d, e.target.value))}
                      >
                        <option value="">Select document type</option>
                        {DOCUMENT_TYPES.map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </TextField>
                      {issuer && (
                        <IssuerControl
                          documentNumber={i + 1}
                          documentType={d.documentType}
                          issuer={issuer}
                          onChange={(issuer) => {
                            void f.setFieldValue(`documents[${i}]`, { ...d, issuer, issuerChosen: true });
                            void f.setFieldTouched(`documents[${i}].issuer`, true, false);
                          }}
                          error={issuerError(i)}
                        />
                      )}
                      {d.documentType && <DocumentRoute entry={d} index={i} destination={destination} today={today} />}
                      <DocumentUploader
                        documentNumber={i + 1}
                        documentId={d.id}
                        files={d.files}
                        onRemove={(file) => {
                          uploads.discard([file]);
                          void f.setFieldValue(
                            `documents[${i}].files`,
                            d.files.filter((g) => g.id !== file.id),
                          );
                        }}
                      />
                      {filesError(i) && (
                        <Typography color="error" variant="body2" role="alert">
                          {filesError(i)}
                        </Typography>
                      )}
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
            {listError && (
              <Typography color="error" role="alert">
                {listError}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" startIcon={<AddCircleOutline />} disabled={full} onClick={() => helpers.push(newDocumentEntry())}>
                Add Another Document
              </Button>
              <Typography variant="body2" color="text.secondary">
                {full ? ORDER_MESSAGES.maxDocuments : `${docs.length} of ${MAX_DOCUMENTS_PER_ORDER} documents`}
              </Typography>
            </Stack>
          </Stack>
        )}
      </FieldArray>
    </section>
  );
}

/** The route panel of one document, or what it waits for. */
function DocumentRoute({ entry, index, destination, today }: { entry: OrderFormValues['documents'][number]; index: number; destination: string; today: Date }) {
  const route = useMemo(() => routeViewFor(entry, index, destination, today), [entry, index, destination, today]);
  if (!destination) {
    return (
      <Typography variant="body2" color="text.secondary">
        Choose the destination country to see this document&apos;s route, fees and typical time.
      </Typography>
    );
  }
  return route ? <RoutePanel route={route} /> : null;
}
