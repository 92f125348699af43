import { Permission, STAFF_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '@apostille/domain';
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
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Authenticated,
  Confirm,
  Form,
  ListBase,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  required,
  useCreate,
  useGetOne,
  useListContext,
  useUpdate,
  type UpdateParams,
} from 'react-admin';
import { serverMessageOf } from '../api/request';
import { getAdminUser } from '../api/session';
import { RequirePermission } from '../auth/RequirePermission';
import { STAFF, STAFF_SETTINGS, type StaffMemberRow, type StaffSettingsRecord } from '../dataProvider/staff';
import { useToast } from '../toast/useToast';

const EMPTY_FORM = { username: '', email: '', role: 'staff', password: '' };
const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: role }));

interface PendingChange {
  title: string;
  content: string;
  confirm: string;
  success: string;
  params: UpdateParams<StaffMemberRow>;
}

/** One change to the staff resource (or its settings), its outcome toasted; `busy` while any is on its way. */
function useStaffChanges() {
  const toast = useToast();
  const [update, { isPending }] = useUpdate();
  const run = (resource: string, success: string, params: UpdateParams) =>
    void update(resource, params, {
      onSuccess: () => toast(success, undefined, 'success'),
      onError: (error) => toast('Action failed', serverMessageOf(error, 'Please try again'), 'error'),
    });
  return { run, busy: isPending };
}

function RequireTwoFactorSetting({ busy, run }: ReturnType<typeof useStaffChanges>) {
  const { data: settings } = useGetOne<StaffSettingsRecord>(STAFF_SETTINGS, { id: 'current' });
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <FormControlLabel
          control={
            <Switch
              checked={settings?.requireTwoFactor ?? false}
              disabled={busy || settings === undefined}
              onChange={(event) =>
                run(STAFF_SETTINGS, STAFF_MESSAGES.settingsSaved, { id: 'current', data: { requireTwoFactor: event.target.checked }, previousData: settings })
              }
            />
          }
          label="Require two-factor for everyone"
        />
      </CardContent>
    </Card>
  );
}

/** The staff resource's create form; the server checks every field and says what is wrong. */
function NewStaffAccount() {
  const toast = useToast();
  const client = useQueryClient();
  const [create, { isPending }] = useCreate<StaffMemberRow>();
  // A new form (empty again) after each account created.
  const [generation, setGeneration] = useState(0);
  const submit = (values: Record<string, unknown>) =>
    void create(
      STAFF,
      { data: values },
      {
        onSuccess: () => {
          toast(STAFF_MESSAGES.created, undefined, 'success');
          setGeneration((n) => n + 1);
          void client.invalidateQueries({ queryKey: [STAFF] });
        },
        onError: (error) => toast('Action failed', serverMessageOf(error, 'Please try again'), 'error'),
      },
    );
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          New staff account
        </Typography>
        <Form key={generation} defaultValues={EMPTY_FORM} onSubmit={submit}>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextInput source="username" label="Username" validate={required()} fullWidth />
            <TextInput source="email" label="E-mail" type="email" validate={required()} fullWidth />
            <SelectInput source="role" label="Role" choices={ROLE_CHOICES} translateChoice={false} validate={required()} fullWidth />
            <TextInput
              source="password"
              label="Initial password"
              type="password"
              validate={required()}
              helperText={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters`}
              fullWidth
            />
            <Box>
              <SaveButton label="Create account" icon={<></>} alwaysEnable disabled={isPending} />
            </Box>
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Each account as a card (no table, so a phone needs no sideways scrolling): role, disabling, two-factor reset. */
function StaffCards({ busy, run }: ReturnType<typeof useStaffChanges>) {
  const { data: staff, error } = useListContext<StaffMemberRow>();
  const toast = useToast();
  const me = getAdminUser()?.username;
  // A role change or a disable takes effect at once for someone else: asked first.
  const [confirming, setConfirming] = useState<PendingChange | null>(null);

  useEffect(() => {
    if (error) toast('Could not load staff', serverMessageOf(error, 'Please try again'), 'error');
  }, [error, toast]);

  return (
    <>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Staff accounts">
        {(staff ?? []).map((member) => (
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
                    params: { id: member.id, data: { role }, previousData: member },
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
                      ? run(STAFF, STAFF_MESSAGES.enabled, { id: member.id, data: { disabled: false }, previousData: member })
                      : setConfirming({
                          title: `Disable ${member.username}?`,
                          content: `${member.username} can no longer sign in until the account is enabled again.`,
                          confirm: 'Disable',
                          success: STAFF_MESSAGES.disabled,
                          params: { id: member.id, data: { disabled: true }, previousData: member },
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
                  onClick={() => run(STAFF, STAFF_MESSAGES.twoFactorReset, { id: member.id, data: {}, previousData: member, meta: { resetTwoFactor: true } })}
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
          if (change) run(STAFF, change.success, change.params);
        }}
      />
    </>
  );
}

function Staff() {
  const changes = useStaffChanges();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, mx: 'auto' }}>
      <Title title="Staff" />
      <Typography variant="h5" component="h1" gutterBottom>
        Staff
      </Typography>
      <RequireTwoFactorSetting {...changes} />
      <NewStaffAccount />
      {/* Every account at once: a team is small, and the server answers them all. */}
      <ListBase resource={STAFF} perPage={100} disableSyncWithLocation>
        <StaffCards {...changes} />
      </ListBase>
    </Box>
  );
}

/**
 * The staff resource's list, /admin/staff (owners only): staff accounts, roles, disabling,
 * two-factor resets, the require-two-factor setting, and the form for a new account.
 */
export function StaffList() {
  return (
    <Authenticated>
      <RequirePermission permission={Permission.ManageStaff}>
        <Staff />
      </RequirePermission>
    </Authenticated>
  );
}
