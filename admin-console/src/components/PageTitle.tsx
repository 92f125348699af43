import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/**
 * A tab's name: in the app bar (react-admin's Title) and as the page's h1, which is what a phone
 * shows, where the app bar has room only for the menu and the actions.
 */
export function PageTitle({ title }: { title: string }) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
    </>
  );
}
