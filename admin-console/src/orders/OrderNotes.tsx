import { ORDER_NOTE_MAX_LENGTH, ORDER_NOTE_MESSAGES, type OrderStoryView } from '@apostille/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { serverMessageOf } from '../api/request';
import { formatOrderDate } from '../format/date';
import { useToast } from '../toast/useToast';
import { addOrderNote } from './orderStoryApi';
import { Section } from './OrderStorySections';

/**
 * Staff notes on the order's page: entries with who wrote them and when, oldest first, and a box
 * to add one (for roles that may update orders). Nothing is overwritten; each note is audited.
 */
export function OrderNotes({ story, canAdd, onAdded }: { story: OrderStoryView; canAdd: boolean; onAdded: () => void }) {
  const toast = useToast();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem(ORDER_NOTE_MESSAGES.bodyRequired);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await addOrderNote(story.order.id, text);
      setBody('');
      toast(ORDER_NOTE_MESSAGES.added, undefined, 'success');
      onAdded();
    } catch (error) {
      // The text stays in the box: nothing typed is lost.
      setProblem(serverMessageOf(error, ORDER_NOTE_MESSAGES.addFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title="Notes">
      {story.staffNotes.length === 0 ? (
        <Typography color="text.secondary">No notes yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Notes">
          {story.staffNotes.map((note) => (
            <ListItem key={note.id} disableGutters divider sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {note.author} · {formatOrderDate(note.createdAt)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {canAdd && (
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a note" sx={{ display: 'grid', gap: 1, mt: 2 }}>
          <TextField
            label="New note"
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              if (problem && event.target.value.trim()) setProblem(null);
            }}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX_LENGTH } }}
            helperText={`${body.length}/${ORDER_NOTE_MAX_LENGTH}`}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
            Add Note
          </Button>
        </Box>
      )}
    </Section>
  );
}
