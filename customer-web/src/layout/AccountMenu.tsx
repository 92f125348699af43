import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';

interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}

/** The signed-in customer's menu under the header's account button. */
export function AccountMenu({ anchor, onClose, onLogout }: AccountMenuProps) {
  return (
    <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={RouterLink} to="/customer-dashboard" onClick={onClose}>
        Dashboard
      </MenuItem>
      <MenuItem component={RouterLink} to="/customer-dashboard?tab=profile" onClick={onClose}>
        Profile
      </MenuItem>
      <MenuItem onClick={onLogout}>Logout</MenuItem>
    </Menu>
  );
}
