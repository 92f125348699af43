import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { translationLabel } from '../translations/translationLabels';
import { getServiceTier, statusLabel, type OrderStoryView } from '@apostille/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatOrderDate } from '../format/date';
import { formatDollars } from '../format/money';

export function Section({ title, children, empty }: { title: string; children?: ReactNode; empty?: string | false }) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent sx={{ overflowWrap: 'anywhere' }}>{empty ? <Typography color="text.secondary">{empty}</Typography> : children}</CardContent>
    </Card>
  );
}

/** Label–value rows that wrap instead of scrolling sideways. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </dt>
          <dd style={{ margin: 0 }}>
            <Typography variant="body2">{value}</Typography>
          </dd>
        </div>
      ))}
    </dl>
  );
}

const address = (a: { street: string; city: string; state: string; zipCode: string; country: string; notes: string }) =>
  [a.street, [a.city, a.state, a.zipCode].filter(Boolean).join(' '), a.country, a.notes].filter(Boolean).join(', ');

export function CustomerAndOrder({ story }: { story: OrderStoryView }) {
  const { order } = story;
  const addOns = [order.additionalServices.scanning && 'Scanning', order.additionalServices.translation && 'Translation'].filter(Boolean).join(', ');
  return (
    <>
      <Section title="Customer">
        <Facts
          rows={[
            ['Name', `${order.customer.firstName} ${order.customer.lastName}`],
            ['Email', order.customer.email],
            ['Phone', order.customer.phone],
            ['Account', order.customer.accountId === null ? 'Guest' : `Account #${order.customer.accountId}`],
          ]}
        />
      </Section>
      <Section title="Order">
        <Facts
          rows={[
            ['Placed', formatOrderDate(order.createdAt)],
            ['Source', order.source],
            ['Service', getServiceTier(order.serviceLevel)?.name ?? order.serviceLevel],
            ['Destination', order.destinationCountry],
            ['Documents', `${order.documentCount} × ${order.documentType}${story.lineItems.length > 1 ? ' and more' : ''}`],
            ['Delivery', order.deliveryMethod],
            ['Return shipping', order.returnShipping ?? 'None'],
            ['Ship to', order.shippingAddress ? address(order.shippingAddress) : 'None'],
            ['Add-ons', addOns || 'None'],
            ['Notes', order.notes ?? 'None'],
          ]}
        />
      </Section>
    </>
  );
}

export function LineItems({ story }: { story: OrderStoryView }) {
  return (
    <Section title="Line Items" empty={story.lineItems.length === 0 && 'Not a custom order: one line, shown above.'}>
      <List dense disablePadding aria-label="Line items">
        {story.lineItems.map((item, index) => (
          <ListItem key={index} disableGutters divider>
            <ListItemText
              primary={`${index + 1}. ${item.documentCount} × ${item.documentType}`}
              secondary={`${item.deliveryMethod} · ${formatDollars(item.shippingCost)} · ${address(item.shippingAddress)}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function Prices({ story }: { story: OrderStoryView }) {
  const p = story.prices;
  return (
    <Section title="Prices">
      <Facts
        rows={[
          ['Service', formatDollars(p.serviceLevel)],
          ['Extra documents', formatDollars(p.additionalDocuments)],
          ['State fees', formatDollars(p.stateFees)],
          ['Shipping', formatDollars(p.shipping)],
          ['Delivery', formatDollars(p.delivery)],
          // A custom order's extra amount is its additional charges (spec: total = base + fees + shipping + additional charges − discount).
          [story.lineItems.length > 0 ? 'Additional charges' : 'Add-ons', formatDollars(p.additionalServices)],
          ['Discount', `−${formatDollars(p.discount)}`],
          ['Total', <strong key="total">{formatDollars(p.total)}</strong>],
        ]}
      />
    </Section>
  );
}

export function Money({ story }: { story: OrderStoryView }) {
  return (
    <Section title="Payments and Extra Charges" empty={story.payments.length === 0 && story.extraCharges.length === 0 && 'No payments recorded.'}>
      <List dense disablePadding aria-label="Extra charges">
        {story.extraCharges.map((charge) => (
          <ListItem key={charge.id} disableGutters divider>
            <ListItemText
              primary={`${charge.description}: ${formatDollars(charge.amount)}`}
              secondary={charge.paidAt ? `Paid ${formatOrderDate(charge.paidAt)}` : `Asked ${formatOrderDate(charge.createdAt)}`}
            />
            <Chip
              size="small"
              label={charge.status === 'paid' ? 'Paid' : charge.status === 'pending' ? 'Unpaid' : 'Cancelled'}
              color={charge.status === 'paid' ? 'success' : 'default'}
            />
          </ListItem>
        ))}
      </List>
      <List dense disablePadding aria-label="Payments">
        {story.payments.map((payment) => (
          <ListItem key={payment.id} disableGutters divider>
            <ListItemText
              primary={`${formatDollars(payment.amount)} for the ${payment.paidFor}`}
              secondary={`${payment.provider} · ${payment.status} · ${formatOrderDate(payment.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function Documents({ story }: { story: OrderStoryView }) {
  return (
    <Section title="Documents" empty={story.documents.length === 0 && 'No documents uploaded.'}>
      <List dense disablePadding aria-label="Documents">
        {story.documents.map((doc) => (
          <ListItem key={doc.id} disableGutters divider>
            <ListItemText
              primary={`${doc.documentType}: ${doc.originalName}`}
              secondary={`${doc.uploadedBy === 'admin' ? 'Staff' : 'Customer'} · ${formatOrderDate(doc.uploadedAt)}${doc.isApostilleComplete ? ' · apostille complete' : ''}${doc.purged ? ' · file removed (retention)' : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function History({ story }: { story: OrderStoryView }) {
  return (
    <Section title="Status History">
      <List dense disablePadding aria-label="Status history">
        {story.history.map((entry, index) => (
          <ListItem key={index} disableGutters divider sx={{ display: 'block' }}>
            <Typography variant="body2">
              <strong>{entry.oldStatus ? `${statusLabel(entry.oldStatus)} → ${statusLabel(entry.newStatus)}` : statusLabel(entry.newStatus)}</strong>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {entry.changedBy} · {formatOrderDate(entry.changedAt)}
            </Typography>
            {entry.notes ? <Typography variant="body2">{entry.notes}</Typography> : null}
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** Operator words for the outbox's states. */
const EMAIL_STATES: Record<string, string> = { pending: 'Waiting to send', queued: 'Sending', sent: 'Sent', failed: 'Failed' };

/** The e-mails sent (or on their way) about this order, oldest first. */
export function Emails({ story }: { story: OrderStoryView }) {
  return (
    <Section title="E-mails" empty={story.emails.length === 0 && 'No e-mail about this order yet.'}>
      <List dense disablePadding aria-label="E-mails">
        {story.emails.map((email) => (
          <ListItem key={email.id} disableGutters divider sx={{ display: 'block' }}>
            <Typography variant="body2">{email.subject}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {EMAIL_STATES[email.status] ?? email.status} · {formatOrderDate(email.sentAt ?? email.createdAt)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function ConversationsAndTranslations({ story }: { story: OrderStoryView }) {
  return (
    <>
      <Section title="Conversations" empty={story.conversations.length === 0 && 'No conversation about this order.'}>
        <List dense disablePadding aria-label="Conversations">
          {story.conversations.map((c) => (
            <ListItem key={c.id} disableGutters divider>
              <ListItemText
                primary={
                  <MuiLink component={RouterLink} to={`/messages?conversation=${c.id}`}>
                    {c.subject}
                  </MuiLink>
                }
                secondary={`${c.status} · ${formatOrderDate(c.lastMessageAt)}`}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title="Translations" empty={story.translations.length === 0 && 'No translation for this order.'}>
        <List dense disablePadding aria-label="Translations">
          {story.translations.map((t) => (
            <ListItem key={`${t.kind}-${t.id}`} disableGutters divider>
              <ListItemText
                primary={`${t.kind === 'quote' ? 'Quote' : 'Service'}: ${t.sourceLanguage} → ${t.targetLanguage}`}
                secondary={`${translationLabel(t.status)}${t.price === null ? '' : ` · ${formatDollars(t.price)}`}`}
              />
            </ListItem>
          ))}
        </List>
      </Section>
    </>
  );
}
