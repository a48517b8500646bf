import { changePasswordSchema } from '@jobpeel/contract';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/use-toast';
import { apiFieldErrors, errorMessage, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { useChangePassword } from '../api/account';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useChangePassword();

  const update = (field: keyof typeof emptyValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setValues(emptyValues);
        toast({ title: 'Password Updated', description: 'Your password has been changed.' });
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toastError(errorMessage(error, 'Failed to update password'));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Other devices are signed out when your password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-4">
          <TextField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={update('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={update('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            label="Confirm New Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={update('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Button type="submit" className="w-fit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
