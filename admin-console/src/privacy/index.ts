import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { PrivacyRequestsPage } from './PrivacyRequestsPage';

export { PRIVACY_TITLE } from './PrivacyRequestsPage';

// The opt-out list is the resource's list route (/admin/opt-out-requests); deletion requests are listed on the same page.
export const optOutRequests = { list: PrivacyRequestsPage, icon: PrivacyTipIcon };
