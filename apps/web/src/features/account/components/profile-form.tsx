import {
  type ProfileInput,
  profileSchema,
  USERNAME_CHANGE_INTERVAL_DAYS,
  type User,
} from '@jobpeel/contract';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { showFailure, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { formatLongDate } from '@/lib/utils';
import { useUpdateProfile } from '../api/account';

/**
 * The sentence under the username field (docs/product.md §4 /account: the 30-day rule is stated in the UI).
 */
export function usernameChangeNote(nextUsernameChangeAt: string | null, now: Date = new Date()): string {
  const rule = `Your username can only be changed once every ${USERNAME_CHANGE_INTERVAL_DAYS} days.`;
  if (!nextUsernameChangeAt) return rule;
  const next = new Date(nextUsernameChangeAt);
  if (Number.isNaN(next.getTime()) || next <= now) return rule;
  return `${rule} You can change it again on ${formatLongDate(next)}.`;
}

export function ProfileForm({ user }: { user: User }) {
  const form = useZodForm(profileSchema, {
    defaultValues: { email: user.email, username: user.username },
  });
  const mutation = useUpdateProfile();

  const onSubmit = (input: ProfileInput) => {
    if (mutation.isPending) return;
    mutation.mutate(input, {
      onSuccess: () => toast({ title: 'Profile Updated', description: 'Your profile has been saved.' }),
      onError: (error) => showFailure(form, error, 'Failed to update profile'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your email address and username.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid max-w-lg gap-4">
          <FormTextField label="Email" name="email" type="email" autoComplete="email" />
          <FormTextField
            label="Username"
            name="username"
            autoComplete="username"
            description={usernameChangeNote(user.nextUsernameChangeAt)}
          />
          <SubmitButton className="w-fit" pending={mutation.isPending} pendingLabel="Saving...">
            Save Changes
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
