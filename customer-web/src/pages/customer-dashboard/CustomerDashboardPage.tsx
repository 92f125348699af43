import AddIcon from '@mui/icons-material/Add';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES, welcomeText, type CustomerOrderListItem, type CustomerProfile } from '@apostille/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast/ToastProvider';
import { customerApi } from '../../session/customerApi';
import { clearCustomerSession, customerToken, updateCachedCustomer } from '../../session/customerSession';
import { AccountTab } from './AccountTab';
import { BatchOrderTab } from './BatchOrderTab';
import { OrdersTab } from './OrdersTab';
import { ProfileTab } from './ProfileTab';

const TABS = [
  { key: 'orders', label: 'My Orders' },
  { key: 'profile', label: 'Profile' },
  { key: 'account', label: 'Account' },
  { key: 'batch', label: 'Batch Order' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The spec's three tabs for everyone; Batch Order for confirmed wholesale accounts only (the server refuses others). */
function tabsFor(wholesale: boolean) {
  return TABS.filter((tab) => tab.key !== 'batch' || wholesale);
}

/** ?tab=profile (or account, or batch for a wholesale account) opens that tab; anything else shows My Orders. */
export function dashboardTab(param: string | null, wholesale = false): TabKey {
  return tabsFor(wholesale).some((tab) => tab.key === param) ? (param as TabKey) : 'orders';
}

const isConfirmedWholesale = (profile: CustomerProfile | null) => profile?.accountType === 'wholesale' && profile.emailVerified;

/**
 * /customer-dashboard (requirements C2, C4): without a stored token go to /customer-login; otherwise load the
 * profile, and on any failure (non-OK answer or network error) clear the session and go to /customer-login.
 */
export function CustomerDashboardPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [profile, setProfile] = useState<CustomerProfile | null>(null);
  const [orders, setOrders] = useState<CustomerOrderListItem[] | null>(null);
  const [ordersFailed, setOrdersFailed] = useState(false);
  const tab = dashboardTab(params.get('tab'), isConfirmedWholesale(profile));

  useEffect(() => {
    if (!customerToken()) {
      void navigate('/customer-login', { replace: true });
      return;
    }
    let active = true;
    customerApi.profile().then(
      ({ customer }) => {
        if (!active) return;
        setProfile(customer);
        updateCachedCustomer(customer);
      },
      () => {
        if (!active) return;
        clearCustomerSession();
        void navigate('/customer-login', { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  // Requirements C7: the orders call runs only once the customer is loaded.
  const loaded = profile !== null;
  useEffect(() => {
    if (!loaded) return;
    let active = true;
    customerApi.orders().then(
      (answer) => active && setOrders(answer.orders),
      () => active && setOrdersFailed(true),
    );
    return () => {
      active = false;
    };
  }, [loaded]);

  const logout = () => {
    clearCustomerSession();
    toast({ title: DASHBOARD_MESSAGES.loggedOutTitle, description: DASHBOARD_MESSAGES.loggedOut });
    void navigate('/customer-login');
  };

  const selectTab = (key: TabKey) => setParams(key === 'orders' ? {} : { tab: key }, { replace: true });

  if (!profile) {
    return (
      <Box component="main" sx={{ minHeight: '50vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography role="status">{DASHBOARD_MESSAGES.loading}</Typography>
      </Box>
    );
  }

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <title>Customer Dashboard | Apostille Services</title>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
            {welcomeText(profile.firstName)}
          </Typography>
          <Typography color="text.secondary">Customer Dashboard</Typography>
        </Box>
        <Stack direction="row" spacing={1.5}>
          <Button component={RouterLink} to="/order" variant="contained" startIcon={<AddIcon />} sx={{ flex: { xs: 1, sm: 'none' } }}>
            New Order
          </Button>
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={logout} sx={{ flex: { xs: 1, sm: 'none' } }}>
            Logout
          </Button>
        </Stack>
      </Stack>

      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => selectTab(value)}
        variant="fullWidth"
        aria-label="Dashboard"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabsFor(isConfirmedWholesale(profile)).map((item) => (
          <Tab key={item.key} value={item.key} label={item.label} id={`dashboard-tab-${item.key}`} aria-controls={`dashboard-panel-${item.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        {tab === 'orders' && <OrdersTab orders={orders} failed={ordersFailed} email={profile.email} emailVerified={profile.emailVerified} />}
        {tab === 'profile' && (
          <ProfileTab
            profile={profile}
            onSaved={(saved) => {
              setProfile(saved);
              updateCachedCustomer(saved);
            }}
          />
        )}
        {tab === 'account' && <AccountTab profile={profile} />}
        {tab === 'batch' && <BatchOrderTab email={profile.email} />}
      </Box>
    </Container>
  );
}
