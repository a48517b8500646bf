import {
  CODE_VERIFIED_MESSAGE,
  newPasswordFormSchema,
  RESET_PASSWORD_SUCCESS,
  verifyResetCodeSchema,
} from '@jobpeel/contract';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { FormNewPasswordFields } from '@/components/form/password-checklist';
import { showFailure, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/paths';
import { useResetPassword, useVerifyResetCode } from '../api/password-reset';

type Step = 0 | 1 | 2;

/** docs/product.md §5 Reset-password flow: 0 verify the code, 1 set a new password, 2 done. */
export function ResetPasswordForm({ email }: { email: string }) {
  const [step, setStep] = useState<Step>(0);
  // The code as verified in step 0; step 1 sends it with the new password.
  const [code, setCode] = useState('');
  const verifyForm = useZodForm(verifyResetCodeSchema, { defaultValues: { email, code: '' } });
  const resetForm = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const verifyMutation = useVerifyResetCode();
  const resetMutation = useResetPassword();

  const onVerify = (input: { email: string; code: string }) => {
    if (verifyMutation.isPending) return;
    verifyMutation.mutate(input, {
      onSuccess: () => {
        toast({ title: CODE_VERIFIED_MESSAGE, description: 'Now choose a new password.' });
        setCode(input.code);
        setStep(1);
      },
      onError: (error) => showFailure(verifyForm, error, 'Invalid or expired verification code'),
    });
  };

  const onReset = (input: { password: string }) => {
    if (resetMutation.isPending) return;
    resetMutation.mutate(
      { email, code, password: input.password },
      {
        onSuccess: () => setStep(2),
        onError: (error) => showFailure(resetForm, error, 'Failed to reset your password'),
      },
    );
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Reset Your Password
        </CardTitle>
        <CardDescription>
          {step === 0 ? `Enter the verification code we sent to ${email}.` : null}
          {step === 1 ? 'Choose a new password for your account.' : null}
          {step === 2 ? 'All done.' : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step === 0 ? (
          <Form form={verifyForm} onSubmit={onVerify} className="grid gap-4">
            <FormTextField
              label="Verification Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <SubmitButton className="w-full" pending={verifyMutation.isPending} pendingLabel="Verifying...">
              Verify Code
            </SubmitButton>
            <Link
              to={paths.forgotPassword}
              className="justify-self-center text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              Request a new code
            </Link>
          </Form>
        ) : null}
        {step === 1 ? (
          <Form form={resetForm} onSubmit={onReset} className="grid gap-4">
            <FormNewPasswordFields label="New Password" name="password" confirmLabel="Confirm Password" />
            <SubmitButton className="w-full" pending={resetMutation.isPending} pendingLabel="Resetting...">
              Reset Password
            </SubmitButton>
          </Form>
        ) : null}
        {step === 2 ? (
          <div className="grid gap-4 text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-success-text" />
            <p role="status">{RESET_PASSWORD_SUCCESS}</p>
            <Button asChild className="w-full">
              <Link to={paths.auth}>Log in with new password</Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
