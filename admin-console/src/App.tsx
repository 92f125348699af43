import { Admin } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { theme } from './theme';

/**
 * The staff console. It relies on the caller's router (main.tsx mounts it under the `/admin`
 * basename), so react-admin's routes such as `/login` live at `/admin/login`.
 * No resource is declared yet: the console's pages arrive with the staff-area issues.
 */
export function App() {
  return (
    <Admin
      title="Apostille Admin"
      dataProvider={dataProvider}
      dashboard={Dashboard}
      // react-admin shows `ready` instead of the layout while no <Resource> is declared.
      ready={Dashboard}
      theme={theme}
      disableTelemetry
    />
  );
}
