import { referralMessages, sendReferralSchema } from '@jobpeel/contract';
import { Send } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/use-toast';
import { apiFieldErrors } from '@/lib/form';
import { useSendReferral } from '../api/referrals';
import { serverMessageOr } from '../lib/referral-link';

/** spec §5 Referral invite: emails the invitation link and records a pending referral. */
export function ReferralInviteForm() {
  const send = useSendReferral();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = sendReferralSchema.safeParse({ email });
    if (!parsed.success) {
      setError(referralMessages.invalidEmail);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        setEmail('');
        toast({ title: referralMessages.sent, description: result.message });
      },
      // The typed email stays so it can be corrected.
      onError: (failure) => {
        setError(apiFieldErrors(failure).email);
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
        <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
          <TextField
            label="Friend's email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
            containerClassName="min-w-56 flex-1"
          />
          <Button type="submit" className="mt-6" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send Invite'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
