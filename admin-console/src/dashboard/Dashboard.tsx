import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';

/** Landing page of the console; the real dashboard (stats, recent orders) replaces it. */
export function Dashboard() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h4" component="h1" gutterBottom>
          Apostille Admin
        </Typography>
        <Typography variant="body1" color="text.secondary">
          The staff console is being set up.
        </Typography>
      </CardContent>
    </Card>
  );
}
