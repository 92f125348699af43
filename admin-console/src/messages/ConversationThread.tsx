import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, ShowBase, useShowContext, useUpdate } from 'react-admin';
import { formatOrderDate } from '../format/date';
import { useToast } from '../toast/useToast';
import {
  CONVERSATION_PRIORITIES,
  CONVERSATION_STATUSES,
  CONVERSATIONS,
  type ConversationDetail,
  type ConversationMessage,
} from '../dataProvider/conversations';
import { ReplyBox } from './ReplyBox';
import { OrderNumberLink } from '../components/OrderNumberLink';
import { PageTitle } from '../components/PageTitle';
import { conversationKeys, useReply } from './useConversations';
import { serverMessageOf } from '../api/request';

const AUTHOR: Record<ConversationMessage['senderType'], string> = { customer: 'Customer', admin: 'Staff', system: 'System' };

/** A reply names the staff member who wrote it; a reply by a since-deleted account reads "Staff". */
const authorOf = (message: ConversationMessage) => (message.senderType === 'admin' && message.staffName ? message.staffName : AUTHOR[message.senderType]);

/**
 * The thread's own cache entry: react-admin files each listed conversation (without its messages)
 * as the resource's getOne answer; asked with this meta, the thread is read from the server.
 */
const THREAD_META = { thread: true };

/**
 * Reading a thread opens it on the server (its customer messages become read), so the list and the
 * badge are refreshed once it has loaded; a failed read says so here rather than leaving the page.
 */
function useThreadQueryOptions() {
  const client = useQueryClient();
  return {
    meta: THREAD_META,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: conversationKeys.list });
      void client.invalidateQueries({ queryKey: conversationKeys.unread });
    },
    onError: () => undefined,
  };
}

/** One conversation (requirements A9: panel 600px): messages as plain text, status and priority, the reply box. */
function ThreadView({ reveal }: { reveal: boolean }) {
  const { record: data, error, isPending } = useShowContext<ConversationDetail>();
  const [update] = useUpdate<ConversationDetail>();
  const reply = useReply(Number(data?.id));
  const client = useQueryClient();
  const toast = useToast();
  // react-admin first shows the list's copy of the record (no messages) while the thread is read.
  const loaded = data?.messages !== undefined;
  const rootRef = useRef<HTMLDivElement>(null);

  // On a phone the thread sits below the list: once it has loaded (and has its full height), bring it into view.
  useEffect(() => {
    if (reveal && loaded) rootRef.current?.scrollIntoView({ block: 'start' });
  }, [reveal, loaded]);

  if (error) return <Alert severity="error">Failed to fetch conversation</Alert>;
  if (isPending || !data || !loaded) return <CircularProgress aria-label="Loading conversation" />;

  const change = (field: 'status' | 'priority', value: string) => {
    const status = CONVERSATION_STATUSES.find((known) => field === 'status' && known === value);
    const priority = CONVERSATION_PRIORITIES.find((known) => field === 'priority' && known === value);
    if (!status && !priority) return;
    void update(
      CONVERSATIONS,
      { id: data.id, data: status ? { status } : { priority }, previousData: data, meta: THREAD_META },
      {
        // The list may be filtered by status: it is read again rather than patched.
        onSuccess: () => void client.invalidateQueries({ queryKey: conversationKeys.list }),
        onError: (failure) => toast('Update Failed', serverMessageOf(failure, 'Failed to update the conversation'), 'error'),
      },
    );
  };

  return (
    <Stack ref={rootRef} spacing={1.5} sx={{ height: 600, minWidth: 0, scrollMarginTop: 64 }}>
      <Box>
        <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {data.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {data.customer.name} · {data.customer.email}
          {data.order ? (
            <>
              {' · '}
              <OrderNumberLink id={data.order.id} orderNumber={data.order.orderNumber} />
            </>
          ) : null}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="Status" value={data.status} onChange={(event) => change('status', event.target.value)} sx={{ minWidth: 120 }}>
          {CONVERSATION_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Priority"
          value={data.priority}
          onChange={(event) => change('priority', event.target.value)}
          sx={{ minWidth: 120 }}
        >
          {CONVERSATION_PRIORITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack spacing={1} sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }} aria-label="Messages" role="log">
        {data.messages.map((message) => (
          <Paper
            key={message.id}
            variant="outlined"
            sx={{
              p: 1.5,
              alignSelf: message.senderType === 'admin' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              bgcolor: message.senderType === 'admin' ? 'action.hover' : undefined,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {authorOf(message)} · {formatOrderDate(message.createdAt)}
            </Typography>
            {/* Customer text is rendered as text, never as HTML. */}
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <ReplyBox
        sending={reply.isPending}
        onSend={(content) =>
          reply.mutateAsync(content).catch((failure: Error) => {
            toast('Failed to Send', serverMessageOf(failure, 'Failed to send the reply'), 'error');
            throw failure;
          })
        }
      />
    </Stack>
  );
}

/** The conversations resource's show view, as the Messages tab shows it beside the list. */
export function ConversationThread({ id, reveal = false }: { id: number; reveal?: boolean }) {
  const queryOptions = useThreadQueryOptions();
  return (
    <ShowBase resource={CONVERSATIONS} id={id} queryOptions={queryOptions}>
      <ThreadView reveal={reveal} />
    </ShowBase>
  );
}

/** /admin/conversations/:id/show: one conversation on its own page (a link to share), with the way back to Messages. */
export function ConversationShow() {
  const queryOptions = useThreadQueryOptions();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      <PageTitle title="Conversation" />
      <Link to="/messages">Back to Messages</Link>
      <Paper variant="outlined" sx={{ p: 1.5, mt: 1, minWidth: 0, boxSizing: 'border-box' }}>
        <ShowBase resource={CONVERSATIONS} queryOptions={queryOptions}>
          <ThreadView reveal={false} />
        </ShowBase>
      </Paper>
    </Box>
  );
}
