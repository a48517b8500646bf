import { profileSchema, USERNAME_CHANGE_INTERVAL_DAYS, type User } from '@jobpeel/contract';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/use-toast';
import { apiFieldErrors, errorMessage, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { formatLongDate } from '@/lib/utils';
import { useUpdateProfile } from '../api/account';

/** The sentence under the username field (spec §2 /account: the 30-day rule is stated in the UI). */
export function usernameChangeNote(nextUsernameChangeAt: string | null, now: Date = new Date()): string {
  const rule = `Your username can only be changed once every ${USERNAME_CHANGE_INTERVAL_DAYS} days.`;
  if (!nextUsernameChangeAt) return rule;
  const next = new Date(nextUsernameChangeAt);
  if (Number.isNaN(next.getTime()) || next <= now) return rule;
  return `${rule} You can change it again on ${formatLongDate(next)}.`;
}

export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState({ email: user.email, username: user.username });
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useUpdateProfile();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Profile Updated', description: 'Your profile has been saved.' }),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toastError(errorMessage(error, 'Failed to update profile'));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your email address and username.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid max-w-lg gap-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
            error={errors.email}
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
            error={errors.username}
            description={usernameChangeNote(user.nextUsernameChangeAt)}
          />
          <Button type="submit" className="w-fit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
