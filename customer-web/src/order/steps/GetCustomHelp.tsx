import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function GetCustomHelp() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary">
        Not sure which service or document type you need?
      </Typography>
      <Button component={RouterLink} to="/contact" variant="text" startIcon={<SupportAgentOutlined />}>
        Get Custom Help
      </Button>
    </Stack>
  );
}
