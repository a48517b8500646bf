import { FORGOT_PASSWORD_SUCCESS, forgotPasswordSchema } from '@jobpeel/contract';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';

/** spec §9: the confirmation stays 2 s before the reset page opens. */
export const RESET_REDIRECT_DELAY_MS = 2_000;

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();

  useEffect(() => {
    if (sentTo === null) return;
    const timer = window.setTimeout(() => navigate(paths.resetPasswordFor(sentTo)), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sentTo, navigate]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || sentTo !== null) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        if (isApiError(error) && error.status > 0) {
          toastError(error.message || 'Failed to process password reset request');
        } else {
          toastError('An unexpected error occurred. Please try again later.');
        }
      },
    });
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Forgot Password
        </CardTitle>
        <CardDescription>Enter your email and we'll send you a code to reset your password.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          {sentTo !== null ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {FORGOT_PASSWORD_SUCCESS}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={mutation.isPending || sentTo !== null}>
            {mutation.isPending ? 'Sending...' : 'Send Reset Instructions'}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center">
        <Link
          to={paths.auth}
          className="text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
        >
          Back to Login
        </Link>
      </CardFooter>
    </Card>
  );
}
