import {
  CODE_VERIFIED_MESSAGE,
  newPasswordFormSchema,
  RESET_PASSWORD_SUCCESS,
  verifyResetCodeSchema,
} from '@jobpeel/contract';
import { CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/use-toast';
import { apiFieldErrors, errorMessage, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useResetPassword, useVerifyResetCode } from '../api/password-reset';
import { PasswordChecklist } from './password-checklist';

type Step = 0 | 1 | 2;

/** spec §4 Reset-password flow: 0 verify the code, 1 set a new password, 2 done. */
export function ResetPasswordForm({ email }: { email: string }) {
  const [step, setStep] = useState<Step>(0);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const checklistId = useId();
  const verifyMutation = useVerifyResetCode();
  const resetMutation = useResetPassword();

  const onVerify = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifyMutation.isPending) return;
    const parsed = verifyResetCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    verifyMutation.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: CODE_VERIFIED_MESSAGE, description: 'Now choose a new password.' });
        setStep(1);
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toastError(errorMessage(error, 'Invalid or expired verification code'));
      },
    });
  };

  const onReset = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetMutation.isPending) return;
    const parsed = newPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    resetMutation.mutate(
      { email, code: code.trim(), password: parsed.data.password },
      {
        onSuccess: () => setStep(2),
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          toastError(errorMessage(error, 'Failed to reset your password'));
        },
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
          <form noValidate onSubmit={onVerify} className="grid gap-4">
            <TextField
              label="Verification Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={errors.code}
            />
            <Button type="submit" className="w-full" disabled={verifyMutation.isPending}>
              {verifyMutation.isPending ? 'Verifying...' : 'Verify Code'}
            </Button>
            <Link
              to={paths.forgotPassword}
              className="justify-self-center text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              Request a new code
            </Link>
          </form>
        ) : null}
        {step === 1 ? (
          <form noValidate onSubmit={onReset} className="grid gap-4">
            <TextField
              label="New Password"
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              aria-describedby={checklistId}
            />
            <PasswordChecklist id={checklistId} password={password} />
            <TextField
              label="Confirm Password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              error={errors.confirmPassword}
            />
            <Button type="submit" className="w-full" disabled={resetMutation.isPending}>
              {resetMutation.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </form>
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
