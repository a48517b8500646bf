import { FORGOT_PASSWORD_SUCCESS, forgotPasswordSchema } from '@jobpeel/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/password-reset';

/** docs/product.md §3: the confirmation stays 2 s before the reset page opens. */
export const RESET_REDIRECT_DELAY_MS = 2_000;

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();

  useEffect(() => {
    if (sentTo === null) return;
    const timer = window.setTimeout(() => navigate(paths.resetPasswordFor(sentTo)), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sentTo, navigate]);

  const onSubmit = (input: { email: string }) => {
    if (mutation.isPending || sentTo !== null) return;
    mutation.mutate(input, {
      onSuccess: () => setSentTo(input.email),
      onError: (error) => {
        setServerErrors(form, error);
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
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <FormTextField label="Email" name="email" type="email" autoComplete="email" />
          {sentTo !== null ? (
            <p role="status" className="rounded-md border bg-muted p-3 text-sm">
              {FORGOT_PASSWORD_SUCCESS}
            </p>
          ) : null}
          <SubmitButton
            className="w-full"
            pending={mutation.isPending}
            pendingLabel="Sending..."
            disabled={sentTo !== null}
          >
            Send Reset Instructions
          </SubmitButton>
        </Form>
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
