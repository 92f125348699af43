import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

/** A page that only says something (an unknown address, a screen the role may not use) and leads back. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Title title={title} />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography>{text}</Typography>
      <Button component={Link} to="/" variant="contained">
        Back to the Overview
      </Button>
    </Box>
  );
}
