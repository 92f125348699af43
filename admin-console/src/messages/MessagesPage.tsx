import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { formatOrderDate } from '../format/date';
import { ConversationThread } from './ConversationThread';
import { CONVERSATION_STATUSES, CONVERSATIONS, type ConversationSummary } from '../dataProvider/conversations';
import { useUnreadCount } from './useConversations';
import { PageTitle } from '../components/PageTitle';
import { InfiniteListBase, useInfinitePaginationContext, useListContext } from 'react-admin';

const SEARCH_PAUSE_MS = 300;
/** Conversations per page of the list; "Load more" reads the next page. */
const CONVERSATIONS_PAGE_SIZE = 50;

function conversationParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The conversations read so far (newest activity first), each selecting its thread; "Load more" reads the next page. */
function ConversationItems({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const { data: conversations, error } = useListContext<ConversationSummary>();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  return (
    <>
      {error ? <Alert severity="error">Failed to fetch conversations</Alert> : null}
      {conversations && conversations.length === 0 ? <Typography color="text.secondary">No conversations.</Typography> : null}
      <List dense sx={{ maxHeight: 500, overflowY: 'auto' }} aria-label="Conversations">
        {conversations?.map((conversation) => (
          <ListItemButton key={conversation.id} selected={conversation.id === selected} onClick={() => onSelect(conversation.id)}>
            <ListItemText
              primary={
                <Typography component="span" variant="body2" sx={{ fontWeight: conversation.unread ? 700 : 400, overflowWrap: 'anywhere' }}>
                  {conversation.subject}
                </Typography>
              }
              secondary={
                <>
                  {conversation.customer.name} · {conversation.customer.email}
                  {conversation.order ? (
                    <>
                      {' · '}
                      <OrderNumberLink id={conversation.order.id} orderNumber={conversation.order.orderNumber} />
                    </>
                  ) : null}
                  {` · ${conversation.status} · ${conversation.priority} · ${formatOrderDate(conversation.lastMessageAt)}`}
                </>
              }
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        ))}
        {hasNextPage ? (
          <Button fullWidth onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            Load more
          </Button>
        ) : null}
      </List>
    </>
  );
}

/**
 * The Messages tab (also the conversations resource's list route): the list (max 500px) beside the
 * open conversation, the resource's show view (600px); stacked on a phone.
 */
export function MessagesPage() {
  const [status, setStatus] = useState('');
  // The order page's "Message Customer" opens the list searched by the customer's e-mail.
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const [search, setSearch] = useState(typed.trim());
  // A conversation listed on an order's page opens here by its id.
  const [selected, setSelected] = useState<number | null>(conversationParam(params.get('conversation')));
  const unread = useUnreadCount();
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  // The search runs once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Messages" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 360 }, flexShrink: 0, boxSizing: 'border-box' }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1">
              Conversations
              {unread.data ? <Chip size="small" color="error" label={`${unread.data} unread`} sx={{ ml: 1 }} /> : null}
            </Typography>
            <TextField select size="small" label="Status" value={status} onChange={(event) => setStatus(event.target.value)} sx={{ minWidth: 110 }}>
              <MenuItem value="">All</MenuItem>
              {CONVERSATION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            size="small"
            fullWidth
            label="Search"
            placeholder="Order number, name or e-mail"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'aria-label': 'Search conversations' } }}
            sx={{ mb: 1 }}
          />
          {unread.error ? <Alert severity="error">Failed to fetch unread count</Alert> : null}
          {/* The status and the search are the list's filter, asked of the server (sorted there by latest activity). */}
          <InfiniteListBase resource={CONVERSATIONS} perPage={CONVERSATIONS_PAGE_SIZE} filter={{ status, q: search }} disableSyncWithLocation>
            <ConversationItems selected={selected} onSelect={setSelected} />
          </InfiniteListBase>
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0, boxSizing: 'border-box' }}>
          {selected === null ? (
            <Typography color="text.secondary">Select a conversation.</Typography>
          ) : (
            <ConversationThread key={selected} id={selected} reveal={stacked} />
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
