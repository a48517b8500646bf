import { changePasswordFormSchema } from '@jobpeel/contract';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { FormNewPasswordFields } from '@/components/form/password-checklist';
import { showFailure, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '../api/account';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useZodForm(changePasswordFormSchema, { defaultValues: emptyValues });
  const mutation = useChangePassword();

  const onSubmit = (input: typeof emptyValues) => {
    if (mutation.isPending) return;
    mutation.mutate(input, {
      onSuccess: () => {
        form.reset(emptyValues);
        toast({ title: 'Password Updated', description: 'Your password has been changed.' });
      },
      onError: (error) => showFailure(form, error, 'Failed to update password'),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Other devices are signed out when your password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid max-w-lg gap-4">
          <FormTextField
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
          <FormNewPasswordFields
            label="New Password"
            name="newPassword"
            confirmLabel="Confirm New Password"
          />
          <SubmitButton className="w-fit" pending={mutation.isPending} pendingLabel="Updating...">
            Update Password
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
