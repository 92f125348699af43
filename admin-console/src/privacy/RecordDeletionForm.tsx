import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { DELETION_REQUESTS } from '../dataProvider/privacyRequests';

/** Staff record a deletion request once they have checked the person's identity; the deletion job starts at once. */
export function RecordDeletionForm() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void create(
      DELETION_REQUESTS,
      { data: { email, note } },
      {
        onSuccess: () => {
          notify('Deletion request recorded: it is carried out once no order of this person is in progress', { type: 'success' });
          setEmail('');
          setNote('');
          refresh();
        },
        onError: (failure) => setError(failure instanceof Error ? failure.message : 'The request could not be recorded'),
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} aria-label="Record a deletion request" sx={{ p: 1, maxWidth: 640 }}>
      <TextField label="The person's e-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} required size="small" />
      <TextField
        label="How the identity was verified"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        size="small"
        multiline
        helperText="Kept with the request, for the record"
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={isPending || email.trim() === ''} sx={{ alignSelf: 'flex-start' }}>
        Record deletion request
      </Button>
    </Stack>
  );
}
