import AltRouteIcon from '@mui/icons-material/AltRoute';
import { RouteChangeList } from './RouteChangeList';

export { ROUTE_CHANGES_TITLE } from './RouteChangeList';

// A list with one action (mark reviewed): react-admin gives it the list route (/admin/route-changes).
export const routeChanges = { list: RouteChangeList, icon: AltRouteIcon };
