import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';

interface ReplyBoxProps {
  sending: boolean;
  onSend: (content: string) => Promise<unknown>;
}

/** Enter sends, Shift+Enter makes a new line; blank or whitespace-only text is never sent. */
export function ReplyBox({ sending, onSend }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const send = async () => {
    if (!text.trim() || sending) return;
    await onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send().catch(() => undefined);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        label="Reply"
        placeholder="Type a reply (Enter sends, Shift+Enter for a new line)"
        multiline
        maxRows={6}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-label': 'Reply', maxLength: 10000 } }}
      />
      <Button variant="contained" disabled={sending || !text.trim()} onClick={() => void send().catch(() => undefined)}>
        Send
      </Button>
    </Stack>
  );
}
