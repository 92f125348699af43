import StorefrontIcon from '@mui/icons-material/Storefront';
import { WholesaleApplicationList } from './WholesaleApplicationList';

export { WHOLESALE_TITLE } from './WholesaleApplicationList';

// A list whose cards carry the decisions: react-admin gives it the list route (/admin/wholesale-applications).
export const wholesaleApplications = { list: WholesaleApplicationList, icon: StorefrontIcon };
