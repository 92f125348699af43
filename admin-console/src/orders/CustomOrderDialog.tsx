import { ADMIN_CUSTOM_DELIVERY_METHODS, ADMIN_MESSAGES, ADMIN_ORDER_ENTRY_MESSAGES, DEFAULT_COUNTRY, defaultShippingCost, formatUsd, getAdminCustomDeliveryMethod, needsShippingCost } from '@apostille/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { DialogNoticeAlert } from '../toast/DialogMessage';
import { draftShippingTotalCents, draftTotalCents, lineItemShippingProblem, parseCount, parseMoney, toCustomOrderPayload, type CustomOrderDraft, type LineItemDraft } from './customOrderForm';
import { FormDialogActions } from './FormDialogActions';
import { COUNTRY_CHOICES, CUSTOMER_FIELD_NAMES, CustomerFields, DOCUMENT_TYPE_CHOICES, MONEY_INPUT_PROPS, SelectField, SERVICE_LEVEL_CHOICES } from './formFields';
import { useOrderCreation } from './useOrderCreation';

const DELIVERY_CHOICES = ADMIN_CUSTOM_DELIVERY_METHODS.map((method) => ({ value: method.key, label: `${method.name} (${method.priceLabel})` }));

let lineItemSequence = 0;

function newLineItem(): LineItemDraft {
  lineItemSequence += 1;
  return {
    id: `item-${Date.now()}-${lineItemSequence}`,
    documentType: '',
    documentCount: '1',
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_COUNTRY,
    notes: '',
    deliveryMethod: 'mail',
    shippingCost: '',
  };
}

function emptyDraft(): CustomOrderDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    serviceLevel: '',
    destinationCountry: DEFAULT_COUNTRY,
    lineItems: [newLineItem()],
    basePrice: '',
    stateFeesTotal: '',
    additionalCharges: '',
    discount: '',
  };
}

/** The custom-order checks of spec §5, in the order the dialog reports them; null when valid. */
export function customOrderProblem(draft: CustomOrderDraft): string | null {
  if (![draft.firstName, draft.lastName, draft.email, draft.phone].every((value) => value.trim())) return ADMIN_MESSAGES.customerInfoRequired;
  if (!draft.serviceLevel) return ADMIN_MESSAGES.selectServiceLevel;
  if (draft.lineItems.some((item) => !item.documentType)) return ADMIN_MESSAGES.selectLineItemDocumentType;
  if (draft.lineItems.some((item) => (parseCount(item.documentCount) ?? 0) < 1)) return ADMIN_ORDER_ENTRY_MESSAGES.quantityMin;
  const shippingProblem = draft.lineItems.map(lineItemShippingProblem).find((problem) => problem !== null);
  if (shippingProblem) return shippingProblem;
  if (draftTotalCents(draft) === null) return ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney;
  return null;
}

function moneyError(text: string): string | undefined {
  return parseMoney(text) === null ? ADMIN_ORDER_ENTRY_MESSAGES.invalidMoney : undefined;
}

/** Custom Order (header action): customer, service, destination, line items and custom pricing. */
export function CustomOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [draft, setDraft] = useState<CustomOrderDraft>(emptyDraft);
  const { busy, notice, show, clear, create } = useOrderCreation();
  const problem = customOrderProblem(draft);
  // The validation message goes away once its problem is fixed (a new problem gets its own on submit).
  const shownProblem = notice?.title === ADMIN_MESSAGES.validationErrorTitle ? notice.text : undefined;
  useEffect(() => {
    if (shownProblem !== undefined && problem !== shownProblem) clear();
  }, [problem, shownProblem, clear]);

  const shippingCents = draftShippingTotalCents(draft);
  const totalCents = draftTotalCents(draft);

  const set = <K extends keyof CustomOrderDraft>(name: K, value: CustomOrderDraft[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'basePrice' | 'stateFeesTotal' | 'additionalCharges' | 'discount') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    fullWidth: true,
  });
  const money = (name: 'basePrice' | 'stateFeesTotal' | 'additionalCharges' | 'discount') => ({
    ...text(name),
    type: 'number',
    slotProps: MONEY_INPUT_PROPS,
    error: Boolean(moneyError(draft[name])),
    helperText: moneyError(draft[name]),
  });

  function updateItem(id: string, changes: Partial<LineItemDraft>) {
    setDraft((current) => ({ ...current, lineItems: current.lineItems.map((item) => (item.id === id ? { ...item, ...changes } : item)) }));
  }

  function removeItem(id: string) {
    // At least one line item must remain (spec §2).
    setDraft((current) => (current.lineItems.length > 1 ? { ...current, lineItems: current.lineItems.filter((item) => item.id !== id) } : current));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      show(ADMIN_MESSAGES.validationErrorTitle, problem);
      return;
    }
    await create('custom-orders', toCustomOrderPayload(draft), { createdTitle: ADMIN_MESSAGES.customOrderCreatedTitle, failedMessage: ADMIN_MESSAGES.createCustomOrderFailed }, () => {
      setDraft(emptyDraft());
      onClose();
    });
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="custom-order-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="custom-order-title">Create Custom Order</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
            Customer Information
          </Typography>
          <Grid container spacing={2}>
            <CustomerFields names={CUSTOMER_FIELD_NAMES} field={text} phoneRequired size={{ xs: 12, sm: 6, md: 3 }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField label="Service Level" required fullWidth choices={SERVICE_LEVEL_CHOICES} value={draft.serviceLevel} onChange={(event) => set('serviceLevel', event.target.value)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField
                label="Destination Country"
                fullWidth
                choices={COUNTRY_CHOICES}
                value={draft.destinationCountry}
                onChange={(event) => set('destinationCountry', event.target.value)}
              />
            </Grid>
          </Grid>

          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Line Items
            </Typography>
            <Button startIcon={<AddIcon />} onClick={() => set('lineItems', [...draft.lineItems, newLineItem()])}>
              Add Line Item
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {draft.lineItems.map((item, index) => {
              const n = index + 1;
              const countInvalid = (parseCount(item.documentCount) ?? 0) < 1;
              const costProblem = lineItemShippingProblem(item);
              return (
                <Card key={item.id} variant="outlined" role="group" aria-label={`Line item ${n}`}>
                  <CardContent>
                    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                      <Typography variant="subtitle2">Line item {n}</Typography>
                      <IconButton aria-label={`Remove line item ${n}`} onClick={() => removeItem(item.id)} disabled={draft.lineItems.length === 1}>
                        <DeleteIcon />
                      </IconButton>
                    </Box>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <SelectField
                          label={`Document Type ${n}`}
                          required
                          fullWidth
                          choices={DOCUMENT_TYPE_CHOICES}
                          value={item.documentType}
                          onChange={(event) => updateItem(item.id, { documentType: event.target.value })}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 2 }}>
                        <TextField
                          label={`Quantity ${n}`}
                          type="number"
                          fullWidth
                          value={item.documentCount}
                          onChange={(event) => updateItem(item.id, { documentCount: event.target.value })}
                          error={countInvalid}
                          helperText={countInvalid ? ADMIN_ORDER_ENTRY_MESSAGES.quantityMin : undefined}
                          slotProps={{ htmlInput: { min: 1, step: 1 } }}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 4 }}>
                        <SelectField
                          label={`Delivery Method ${n}`}
                          fullWidth
                          choices={DELIVERY_CHOICES}
                          value={item.deliveryMethod}
                          // The cost starts at the method's lowest price (§9), which staff raise within its range.
                          onChange={(event) => updateItem(item.id, { deliveryMethod: event.target.value, shippingCost: defaultShippingCost(event.target.value) })}
                        />
                      </Grid>
                      {needsShippingCost(item.deliveryMethod) && (
                        <Grid size={{ xs: 12, sm: 4 }}>
                          <TextField
                            label={`Shipping Cost ${n} ($)`}
                            type="number"
                            fullWidth
                            value={item.shippingCost}
                            onChange={(event) => updateItem(item.id, { shippingCost: event.target.value })}
                            error={costProblem !== null}
                            helperText={costProblem ?? getAdminCustomDeliveryMethod(item.deliveryMethod)?.priceLabel}
                            slotProps={MONEY_INPUT_PROPS}
                          />
                        </Grid>
                      )}
                      <Grid size={{ xs: 12, sm: 8 }}>
                        <TextField label={`Street ${n}`} fullWidth value={item.street} onChange={(event) => updateItem(item.id, { street: event.target.value })} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 4 }}>
                        <TextField label={`City ${n}`} fullWidth value={item.city} onChange={(event) => updateItem(item.id, { city: event.target.value })} />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 3 }}>
                        <TextField label={`State ${n}`} fullWidth value={item.state} onChange={(event) => updateItem(item.id, { state: event.target.value })} />
                      </Grid>
                      <Grid size={{ xs: 6, sm: 3 }}>
                        <TextField label={`ZIP Code ${n}`} fullWidth value={item.zipCode} onChange={(event) => updateItem(item.id, { zipCode: event.target.value })} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField label={`Country ${n}`} fullWidth value={item.country} onChange={(event) => updateItem(item.id, { country: event.target.value })} />
                      </Grid>
                      <Grid size={12}>
                        <TextField label={`Shipping Notes ${n}`} fullWidth value={item.notes} onChange={(event) => updateItem(item.id, { notes: event.target.value })} />
                      </Grid>
                    </Grid>
                  </CardContent>
                </Card>
              );
            })}
          </Box>

          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Custom Pricing
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField label="Base Price ($)" {...money('basePrice')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField label="State Fees Total ($)" {...money('stateFeesTotal')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                label="Shipping Total ($)"
                value={shippingCents === null ? '' : (shippingCents / 100).toFixed(2)}
                fullWidth
                helperText="Sum of the line items' shipping costs"
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField label="Additional Charges ($)" {...money('additionalCharges')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField label="Discount ($)" {...money('discount')} />
            </Grid>
          </Grid>
          <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="custom-order-total" aria-live="polite">
            Total: {totalCents === null ? '—' : formatUsd(totalCents)}
          </Typography>
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Create Custom Order" />
      </form>
    </Dialog>
  );
}
