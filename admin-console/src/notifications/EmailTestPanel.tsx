import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { conversationKeys, processEmail } from '../messages/messagesApi';
import { serverMessageOf } from '../api/request';
import { useToast } from '../toast/useToast';

/**
 * Notifications tab, left half: runs a customer e-mail through the same path a real inbound
 * e-mail takes (conversation, order link, acknowledgement).
 */
export function EmailTestPanel() {
  const [customerEmail, setCustomerEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const client = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!customerEmail.trim() || !subject.trim() || !content.trim()) {
      toast('Processing Failed', 'Please fill in all fields.', 'error');
      return;
    }
    setBusy(true);
    try {
      const result = await processEmail({ customerEmail: customerEmail.trim(), subject: subject.trim(), content: content.trim() });
      const order = result.linkedOrderNumber ? `, linked to ${result.linkedOrderNumber}` : '';
      toast('Email Processed', `${result.created ? 'New' : 'Existing'} conversation #${result.conversationId}${order}`, 'success');
      setCustomerEmail('');
      setSubject('');
      setContent('');
      void client.invalidateQueries({ queryKey: conversationKeys.all });
    } catch (failure) {
      toast('Processing Failed', serverMessageOf(failure, 'Failed to process email.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ p: 2, boxSizing: 'border-box', width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="h6">Email test processing</Typography>
        <TextField label="Customer email" type="email" value={customerEmail} onChange={(event) => setCustomerEmail(event.target.value)} fullWidth />
        <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} fullWidth />
        <TextField label="Content" value={content} onChange={(event) => setContent(event.target.value)} multiline minRows={4} fullWidth />
        <Button type="submit" variant="contained" disabled={busy}>
          Process Email
        </Button>
      </Stack>
    </Paper>
  );
}
