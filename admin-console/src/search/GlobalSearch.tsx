import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ListSubheader from '@mui/material/ListSubheader';
import { Permission } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AdminOrder } from '../dataProvider/types';
import { can } from '../auth/permissions';
import { CONVERSATIONS, type ConversationSummary } from '../dataProvider/conversations';
import { useOrderPagePath } from '../orders/useOrderPagePath';

/** Results shown at once; a wider search belongs on the Orders list. */
const RESULTS = 8;
const SEARCH_PAUSE_MS = 300;

/**
 * Search across the console from the app bar: orders by number, customer name or e-mail (the staff
 * orders search on the server), each result opening the order's page, and for staff who handle
 * messages the conversations the Messages search finds, each opening in Messages.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const orderPath = useOrderPagePath();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const results = useGetList<AdminOrder>(
    'orders',
    { filter: { q: search }, pagination: { page: 1, perPage: RESULTS }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: open && search.length >= 2, staleTime: 0 },
  );

  const conversations = useGetList<ConversationSummary>(
    CONVERSATIONS,
    { filter: { q: search }, pagination: { page: 1, perPage: RESULTS } },
    // A search asked again is asked of the server again: new messages arrive all the time.
    { enabled: open && search.length >= 2 && can(Permission.ManageMessages), staleTime: 0 },
  );

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const openOrder = (order: AdminOrder) => {
    close();
    void navigate(orderPath(order.id));
  };

  const openConversation = (id: number) => {
    close();
    void navigate(`/messages?conversation=${id}`);
  };

  return (
    <>
      <Tooltip title="Search">
        <IconButton color="inherit" aria-label="Search orders" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>Search orders</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Order number, customer name or e-mail"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {results.error ? <Alert severity="error">The search failed</Alert> : null}
          {search.length >= 2 && results.data?.length === 0 ? <Typography color="text.secondary">No orders found.</Typography> : null}
          <List aria-label="Search results">
            {search.length >= 2 &&
              results.data?.map((order) => (
                <ListItemButton key={order.id} onClick={() => openOrder(order)}>
                  <ListItemText
                    primary={`${order.orderNumber} · ${order.customerFirstName} ${order.customerLastName}`}
                    secondary={order.customerEmail}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
          </List>
          {search.length >= 2 && conversations.data && conversations.data.length > 0 ? (
            <List aria-label="Conversation results" subheader={<ListSubheader disableGutters>Conversations</ListSubheader>}>
              {conversations.data.slice(0, RESULTS).map((conversation) => (
                <ListItemButton key={conversation.id} onClick={() => openConversation(conversation.id)}>
                  <ListItemText
                    primary={conversation.subject}
                    secondary={`${conversation.customer.name} · ${conversation.customer.email}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
