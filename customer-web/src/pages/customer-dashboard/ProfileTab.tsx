import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES, type CustomerProfile } from '@apostille/domain';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useToast } from '../../components/toast/ToastProvider';
import { customerApi, failureText, type ProfileDraft } from '../../session/customerApi';

const draftOf = (profile: CustomerProfile): ProfileDraft => ({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' });

interface ProfileTabProps {
  profile: CustomerProfile;
  onSaved: (profile: CustomerProfile) => void;
}

/** Profile (requirements C2, C4): view mode, edit mode with Cancel and 'Save Changes'; the e-mail is never editable. */
export function ProfileTab({ profile, onSaved }: ProfileTabProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  // Requirements C5: no client-side validation on the profile; the server has the last word.
  const formik = useFormik<ProfileDraft>({
    initialValues: draftOf(profile),
    enableReinitialize: true,
    onSubmit: async (draft) => {
      try {
        const answer = await customerApi.updateProfile(profile, draft);
        onSaved(answer.customer);
        setEditing(false);
        toast({ title: DASHBOARD_MESSAGES.profileUpdatedTitle, description: DASHBOARD_MESSAGES.profileUpdated, variant: 'success' });
      } catch (error) {
        toast({
          title: DASHBOARD_MESSAGES.updateFailedTitle,
          description: failureText(error, DASHBOARD_MESSAGES.updateFailed, DASHBOARD_MESSAGES.networkError),
          variant: 'destructive',
        });
      }
    },
  });

  const cancel = () => {
    formik.resetForm({ values: draftOf(profile) });
    setEditing(false);
  };
  const field = (name: keyof ProfileDraft) => ({
    id: `profile-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    disabled: !editing,
    fullWidth: true,
  });

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            Profile Information
          </Typography>
          <Button variant="outlined" onClick={editing ? cancel : () => setEditing(true)}>
            {editing ? 'Cancel' : 'Edit'}
          </Button>
        </Box>
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Profile">
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
              <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
            </Stack>
            <TextField
              label="Email"
              id="profile-email"
              value={profile.email}
              fullWidth
              disabled
              slotProps={{ input: { readOnly: true } }}
              helperText={DASHBOARD_MESSAGES.emailCannotChange}
            />
            <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
            {editing && (
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={cancel} disabled={formik.isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                  {formik.isSubmitting ? 'Saving...' : 'Save Changes'}
                </Button>
              </Stack>
            )}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
