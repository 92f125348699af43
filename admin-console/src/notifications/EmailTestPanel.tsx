import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { serverMessageOf } from '../api/request';
import { Fact, FactList } from '../components/FactList';
import { type EmailPreview, previewEmail, processEmail } from '../messages/messagesApi';
import { conversationKeys } from '../messages/useConversations';
import { useToast } from '../toast/useToast';

interface EmailFields {
  customerEmail: string;
  subject: string;
  content: string;
}

/** What the dry run answered, said as staff read it. */
function PreviewFacts({ preview }: { preview: EmailPreview }) {
  return (
    <FactList>
      <Fact label="Conversation">
        {preview.created || preview.conversationId === null
          ? `A new conversation "${preview.conversationSubject}"`
          : `Existing conversation #${preview.conversationId} "${preview.conversationSubject}"`}
      </Fact>
      <Fact label="Order">{preview.linkedOrderNumber ? `Linked to ${preview.linkedOrderNumber}` : 'No order linked'}</Fact>
      <Fact label="Acknowledgement">
        {preview.acknowledgement
          ? `"${preview.acknowledgement.subject}" e-mailed to ${preview.acknowledgement.recipient}`
          : 'None: it continues a conversation, and only a new one is acknowledged'}
      </Fact>
    </FactList>
  );
}

/**
 * Notifications tab, left half: shows what the inbound e-mail path would do with a customer e-mail
 * (conversation, order link, acknowledgement) as a dry run, and only "Process for real" files the
 * message and sends the acknowledgement: typing an address must not e-mail it by accident.
 */
export function EmailTestPanel() {
  const [fields, setFields] = useState<EmailFields>({ customerEmail: '', subject: '', content: '' });
  // The dry run's answer belongs to the fields it was asked for; editing one takes it back.
  const [preview, setPreview] = useState<{ fields: EmailFields; answer: EmailPreview } | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const client = useQueryClient();

  const change = (name: keyof EmailFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setPreview(null);
  };

  const trimmed = (): EmailFields | null => {
    const value = { customerEmail: fields.customerEmail.trim(), subject: fields.subject.trim(), content: fields.content.trim() };
    return value.customerEmail && value.subject && value.content ? value : null;
  };

  const dryRun = async (event: FormEvent) => {
    event.preventDefault();
    const input = trimmed();
    if (!input) {
      toast('Processing Failed', 'Please fill in all fields.', 'error');
      return;
    }
    setBusy(true);
    try {
      setPreview({ fields: input, answer: await previewEmail(input) });
    } catch (failure) {
      toast('Processing Failed', serverMessageOf(failure, 'Failed to process email.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const processForReal = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const result = await processEmail(preview.fields);
      const order = result.linkedOrderNumber ? `, linked to ${result.linkedOrderNumber}` : '';
      toast('Email Processed', `${result.created ? 'New' : 'Existing'} conversation #${result.conversationId}${order}`, 'success');
      setFields({ customerEmail: '', subject: '', content: '' });
      setPreview(null);
      void client.invalidateQueries({ queryKey: conversationKeys.all });
    } catch (failure) {
      toast('Processing Failed', serverMessageOf(failure, 'Failed to process email.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Email test processing"
      onSubmit={(event) => void dryRun(event)}
      noValidate
      sx={{ p: 2, boxSizing: 'border-box', width: '100%' }}
    >
      <Stack spacing={2}>
        <Typography variant="h6">Email test processing</Typography>
        <Typography variant="body2" color="text.secondary">
          A dry run shows what processing would do; nothing is filed and no e-mail is sent until you press Process for real.
        </Typography>
        <TextField
          label="Customer email"
          type="email"
          value={fields.customerEmail}
          onChange={(event) => change('customerEmail')(event.target.value)}
          fullWidth
        />
        <TextField label="Subject" value={fields.subject} onChange={(event) => change('subject')(event.target.value)} fullWidth />
        <TextField label="Content" value={fields.content} onChange={(event) => change('content')(event.target.value)} multiline minRows={4} fullWidth />
        <Button type="submit" variant="contained" disabled={busy}>
          Dry Run
        </Button>
        {preview ? (
          <Alert severity="info" role="region" aria-label="Dry run result">
            <AlertTitle>Dry run: nothing was filed or sent</AlertTitle>
            <PreviewFacts preview={preview.answer} />
            <Button variant="contained" color="warning" onClick={() => void processForReal()} disabled={busy} sx={{ mt: 1.5 }}>
              Process for real
            </Button>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
