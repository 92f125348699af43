import { STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffMemberView, type StaffSettingsView } from '@apostille/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Confirm, Title } from 'react-admin';
import { adminRequest, serverMessageOf } from '../api/request';
import { getAdminUser } from '../api/session';
import { useToast } from '../toast/useToast';

const EMPTY_FORM = { username: '', email: '', role: 'staff', password: '' };

interface PendingChange {
  title: string;
  content: string;
  confirm: string;
  success: string;
  call: () => Promise<unknown>;
}

/**
 * /admin/staff (owners only): staff accounts, roles, disabling, two-factor resets and the
 * require-two-factor setting. Cards rather than a table, so a phone needs no sideways scrolling.
 */
export function StaffPage() {
  const toast = useToast();
  const me = getAdminUser()?.username;
  const [staff, setStaff] = useState<StaffMemberView[]>([]);
  const [settings, setSettings] = useState<StaffSettingsView | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  // A role change or a disable takes effect at once for someone else: asked first.
  const [confirming, setConfirming] = useState<PendingChange | null>(null);

  const reload = useCallback(async () => {
    try {
      const [list, current] = await Promise.all([
        adminRequest<{ staff: StaffMemberView[] }>('/api/admin/staff'),
        adminRequest<StaffSettingsView>('/api/admin/staff/settings'),
      ]);
      setStaff(list.staff);
      setSettings(current);
    } catch (error) {
      toast('Could not load staff', serverMessageOf(error, 'Please try again'), 'error');
    }
  }, [toast]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs one change, toasts its outcome and reloads the list. */
  async function act(success: string, call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      toast(success, undefined, 'success');
      await reload();
      return true;
    } catch (error) {
      toast('Action failed', serverMessageOf(error, 'Please try again'), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (await act(STAFF_MESSAGES.created, () => adminRequest('/api/admin/staff', { method: 'POST', json: form }))) setForm(EMPTY_FORM);
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto' }}>
      <Title title="Staff" />
      <Typography variant="h5" component="h1" gutterBottom>
        Staff
      </Typography>

      <Card sx={{ mb: 2 }}>
        <CardContent>
          <FormControlLabel
            control={
              <Switch
                checked={settings?.requireTwoFactor ?? false}
                disabled={busy || settings === null}
                onChange={(event) =>
                  void act(STAFF_MESSAGES.settingsSaved, () =>
                    adminRequest('/api/admin/staff/settings', { method: 'PUT', json: { requireTwoFactor: event.target.checked } }),
                  )
                }
              />
            }
            label="Require two-factor for everyone"
          />
        </CardContent>
      </Card>

      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            New staff account
          </Typography>
          <Box component="form" onSubmit={(event) => void create(event)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Username" value={form.username} required onChange={(event) => setForm({ ...form, username: event.target.value })} />
            <TextField label="E-mail" type="email" value={form.email} required onChange={(event) => setForm({ ...form, email: event.target.value })} />
            <TextField select label="Role" value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value })}>
              {STAFF_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Initial password"
              type="password"
              value={form.password}
              required
              helperText={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters`}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                Create account
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>

      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Staff accounts">
        {staff.map((member) => (
          <Card component="li" key={member.id} aria-label={member.username}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.username}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={member.twoFactorEnabled ? 'Two-factor on' : 'Two-factor off'}
                    color={member.twoFactorEnabled ? 'success' : 'default'}
                  />
                  {member.disabled && <Chip size="small" label="Disabled" color="warning" />}
                </Box>
              </Box>
              <TextField
                select
                size="small"
                label={`Role of ${member.username}`}
                value={member.role}
                disabled={busy}
                sx={{ minWidth: 120 }}
                onChange={(event) => {
                  const role = event.target.value;
                  setConfirming({
                    title: `Change the role of ${member.username}?`,
                    content: `${member.username} goes from ${member.role} to ${role}: what they may see and do changes at their next request.`,
                    confirm: 'Change role',
                    success: STAFF_MESSAGES.roleChanged,
                    call: () => adminRequest(`/api/admin/staff/${member.id}/role`, { method: 'PATCH', json: { role } }),
                  });
                }}
              >
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}
                  </MenuItem>
                ))}
              </TextField>
              {member.username !== me && (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    member.disabled
                      ? void act(STAFF_MESSAGES.enabled, () => adminRequest(`/api/admin/staff/${member.id}/enable`, { method: 'POST' }))
                      : setConfirming({
                          title: `Disable ${member.username}?`,
                          content: `${member.username} can no longer sign in until the account is enabled again.`,
                          confirm: 'Disable',
                          success: STAFF_MESSAGES.disabled,
                          call: () => adminRequest(`/api/admin/staff/${member.id}/disable`, { method: 'POST' }),
                        })
                  }
                >
                  {member.disabled ? `Enable ${member.username}` : `Disable ${member.username}`}
                </Button>
              )}
              {member.twoFactorEnabled && (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void act(STAFF_MESSAGES.twoFactorReset, () => adminRequest(`/api/admin/staff/${member.id}/reset-2fa`, { method: 'POST' }))}
                >
                  Reset two-factor
                </Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Confirm
        isOpen={confirming !== null}
        loading={busy}
        title={confirming?.title ?? ''}
        content={confirming?.content ?? ''}
        confirm={confirming?.confirm ?? 'Confirm'}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const change = confirming;
          setConfirming(null);
          if (change) void act(change.success, change.call);
        }}
      />
    </Box>
  );
}
