import {
  ADMIN_CUSTOM_DELIVERY_METHODS,
  ADMIN_MESSAGES,
  DEFAULT_COUNTRY,
  defaultShippingCost,
  formatUsd,
  getAdminCustomDeliveryMethod,
  needsShippingCost,
} from '@apostille/domain';
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
import { useEffect, useRef, useState } from 'react';
import {
  ArrayInput,
  Form,
  FormDataConsumer,
  InputHelperText,
  SimpleFormIterator,
  TextInput,
  useInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { DialogNoticeAlert, type DialogNotice } from '../toast/DialogMessage';
import {
  customOrderErrors,
  customOrderProblem,
  newLineItem,
  shippingTotalCents,
  toCustomOrderPayload,
  totalCents,
  emptyCustomOrder,
  type CustomOrderValues,
  type LineItemValues,
} from './customOrderForm';
import { FormDialogActions } from './FormDialogActions';
import {
  ChoiceInput,
  COUNTRY_CHOICES,
  CountInput,
  CUSTOMER_FIELD_NAMES,
  CustomerInputs,
  DOCUMENT_TYPE_CHOICES,
  MONEY_INPUT_PROPS,
  MoneyInput,
  NO_RECORD,
  SERVICE_LEVEL_CHOICES,
} from './formFields';
import type { FormValue } from './orderDraft';
import { useOrderCreation } from './useOrderCreation';

const DELIVERY_CHOICES = ADMIN_CUSTOM_DELIVERY_METHODS.map((method) => ({ id: method.key, name: `${method.name} (${method.priceLabel})` }));

/** The shown notice's problem when it is this dialog's validation message. */
function shownProblem(notice: DialogNotice | null): string | null {
  return notice?.title === ADMIN_MESSAGES.validationErrorTitle ? (notice.text ?? null) : null;
}

/** Takes the validation message back once the form no longer has its problem (a new problem gets its own on submit). */
function ProblemFollower({ problem, shown, onFixed }: { problem: string | null; shown: string | null; onFixed: () => void }) {
  useEffect(() => {
    if (shown !== null && problem !== shown) onFixed();
  }, [problem, shown, onFixed]);
  return null;
}

/**
 * A line item's shipping cost, for the methods that have one (requirements A2). Whenever the method
 * changes, the cost starts again at the method's lowest price (A9), which staff raise within its
 * range. A react-admin input of its own (useInput) because it follows another input's value.
 */
function ShippingCostInput({ n, method }: { n: number; method: string }) {
  const { field, fieldState, id } = useInput({ source: 'shippingCost' });
  const lastMethod = useRef(method);
  const { onChange } = field;
  useEffect(() => {
    if (lastMethod.current === method) return;
    lastMethod.current = method;
    onChange(defaultShippingCost(method));
  }, [method, onChange]);
  if (!needsShippingCost(method)) return null;
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as FormValue) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label={`Shipping Cost ${n} ($)`}
        type="number"
        fullWidth
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={getAdminCustomDeliveryMethod(method)?.priceLabel} />}
        slotProps={{ htmlInput: { min: MONEY_INPUT_PROPS.min, step: MONEY_INPUT_PROPS.step, ...MONEY_INPUT_PROPS.slotProps.htmlInput } }}
      />
    </Grid>
  );
}

/** One line item as a card: its number, a remove button (at least one item stays, requirements A2) and its inputs. */
function LineItemCard() {
  const { index, remove } = useSimpleFormIteratorItem();
  const { total } = useSimpleFormIterator();
  const n = index + 1;
  return (
    <Card variant="outlined" role="group" aria-label={`Line item ${n}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="subtitle2">Line item {n}</Typography>
          <IconButton aria-label={`Remove line item ${n}`} onClick={() => remove()} disabled={total === 1}>
            <DeleteIcon />
          </IconButton>
        </Box>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ChoiceInput source="documentType" label={`Document Type ${n}`} choices={DOCUMENT_TYPE_CHOICES} isRequired />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <CountInput source="documentCount" label={`Quantity ${n}`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <ChoiceInput source="deliveryMethod" label={`Delivery Method ${n}`} choices={DELIVERY_CHOICES} alwaysSet />
          </Grid>
          <FormDataConsumer<CustomOrderValues>>
            {({ scopedFormData }) => <ShippingCostInput n={n} method={String((scopedFormData as LineItemValues | undefined)?.deliveryMethod ?? '')} />}
          </FormDataConsumer>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextInput source="street" label={`Street ${n}`} fullWidth helperText={false} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextInput source="city" label={`City ${n}`} fullWidth helperText={false} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput source="state" label={`State ${n}`} fullWidth helperText={false} />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <TextInput source="zipCode" label={`ZIP Code ${n}`} fullWidth helperText={false} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput source="country" label={`Country ${n}`} fullWidth helperText={false} />
          </Grid>
          <Grid size={12}>
            <TextInput source="notes" label={`Shipping Notes ${n}`} fullWidth helperText={false} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

function AddLineItemButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add(newLineItem(DEFAULT_COUNTRY))}>
      Add Line Item
    </Button>
  );
}

/** The shipping total as the form stands: the sum of the line items' costs, in cents from libs/domain. */
function ShippingTotalCell() {
  return (
    <FormDataConsumer<CustomOrderValues>>
      {({ formData }) => {
        const cents = shippingTotalCents(formData);
        return (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              label="Shipping Total ($)"
              value={cents === null ? '' : (cents / 100).toFixed(2)}
              fullWidth
              helperText="Sum of the line items' shipping costs"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        );
      }}
    </FormDataConsumer>
  );
}

/** The live total: base + state fees + shipping + additional − discount, as the server computes it. */
function LiveTotal() {
  return (
    <FormDataConsumer<CustomOrderValues>>
      {({ formData }) => {
        const cents = totalCents(formData);
        return (
          <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="custom-order-total" aria-live="polite">
            Total: {cents === null ? '—' : formatUsd(cents)}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
}

/** Custom Order (header action): customer, service, destination, line items and custom pricing. */
export function CustomOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Made once: the form resets whenever its default values change, and each new line item gets a new id.
  const [defaults] = useState(() => emptyCustomOrder(DEFAULT_COUNTRY));
  const { busy, notice, show, clear, create } = useOrderCreation();

  /** Requirements A5: one message titled "Validation Error", the first problem found. */
  function reportProblem(values: CustomOrderValues): boolean {
    const problem = customOrderProblem(values);
    if (problem) show(ADMIN_MESSAGES.validationErrorTitle, problem);
    return problem !== null;
  }

  async function submit(values: CustomOrderValues) {
    // The fields are valid here; the pricing as a whole may still not be (a discount above the rest).
    if (reportProblem(values)) return;
    await create(
      'custom-orders',
      toCustomOrderPayload(values),
      { createdTitle: ADMIN_MESSAGES.customOrderCreatedTitle, failedMessage: ADMIN_MESSAGES.createCustomOrderFailed },
      onClose,
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="custom-order-title">
      {/*
        Validated as a whole (customOrderErrors), from the first change on. The "Validation Error"
        notice replaces react-admin's generic "form is not valid" toast.
      */}
      <Form
        record={NO_RECORD}
        defaultValues={defaults}
        validate={(values) => customOrderErrors(values as CustomOrderValues)}
        mode="onChange"
        onSubmit={(values: object) => submit(values as CustomOrderValues)}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="custom-order-title">Create Custom Order</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
            Customer Information
          </Typography>
          <Grid container spacing={2}>
            <CustomerInputs names={CUSTOMER_FIELD_NAMES} phoneRequired size={{ xs: 12, sm: 6, md: 3 }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <ChoiceInput source="serviceLevel" label="Service Level" choices={SERVICE_LEVEL_CHOICES} isRequired />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ChoiceInput source="destinationCountry" label="Destination Country" choices={COUNTRY_CHOICES} alwaysSet />
            </Grid>
          </Grid>

          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Line Items
          </Typography>
          <ArrayInput source="lineItems" label={false} helperText={false}>
            <SimpleFormIterator
              // The dialog opens anywhere in the console, outside any resource's pages.
              resource="custom-orders"
              fullWidth
              disableReordering
              disableClear
              // Each card carries its own remove button, kept on screen (disabled) for the last item.
              disableRemove
              addButton={<AddLineItemButton />}
              sx={{
                '& .RaSimpleFormIterator-list': { display: 'grid', gap: 2 },
                '& .RaSimpleFormIterator-line': { borderBottom: 'none' },
                '& .RaSimpleFormIterator-buttons': { mt: 1 },
              }}
            >
              <LineItemCard />
            </SimpleFormIterator>
          </ArrayInput>

          <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
            Custom Pricing
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MoneyInput source="basePrice" label="Base Price ($)" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MoneyInput source="stateFeesTotal" label="State Fees Total ($)" />
            </Grid>
            <ShippingTotalCell />
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MoneyInput source="additionalCharges" label="Additional Charges ($)" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <MoneyInput source="discount" label="Discount ($)" />
            </Grid>
          </Grid>
          <LiveTotal />
        </DialogContent>
        <DialogNoticeAlert notice={notice} />
        <FormDataConsumer<CustomOrderValues>>
          {({ formData }) => (
            <>
              <ProblemFollower problem={customOrderProblem(formData)} shown={shownProblem(notice)} onFixed={clear} />
              <FormDialogActions busy={busy} onCancel={onClose} submitLabel="Create Custom Order" onSubmitClick={() => reportProblem(formData)} />
            </>
          )}
        </FormDataConsumer>
      </Form>
    </Dialog>
  );
}
