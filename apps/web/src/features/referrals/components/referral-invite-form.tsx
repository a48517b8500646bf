import { referralMessages, sendReferralSchema } from '@jobpeel/contract';
import { Send } from 'lucide-react';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { useSendReferral } from '../api/referrals';
import { serverMessageOr } from '../lib/referral-link';

/** docs/product.md §7 Referral invite: emails the invitation link and records a pending referral. */
export function ReferralInviteForm() {
  const send = useSendReferral();
  const form = useZodForm(sendReferralSchema, { defaultValues: { email: '' } });

  const onSubmit = (input: { email: string }) => {
    if (send.isPending) return;
    send.mutate(input, {
      onSuccess: (result) => {
        form.reset();
        toast({ title: referralMessages.sent, description: result.message });
      },
      // The typed email stays so it can be corrected.
      onError: (failure) => {
        setServerErrors(form, failure);
        toastError(serverMessageOr(failure, referralMessages.sendFailed));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invite a friend</CardTitle>
        <CardDescription>We email your friend an invitation with your referral link.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
          <FormTextField
            label="Friend's email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            clearErrorOnChange
            containerClassName="min-w-56 flex-1"
          />
          <SubmitButton
            className="mt-6"
            pending={send.isPending}
            pendingLabel="Sending..."
            icon={<Send aria-hidden="true" />}
          >
            Send Invite
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
