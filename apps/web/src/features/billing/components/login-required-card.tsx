import { billingMessages, loginSchema, subscriptionPageTexts } from '@jobpeel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useLogin } from '@/features/auth/api/login';
import { toastLoginError } from '@/features/auth/lib/login-error';
import { rememberPostLoginRedirect } from '@/lib/auth-redirect';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { paths } from '@/lib/paths';

/**
 * spec §2 'Not logged in' on /account/subscription: logging in here stays on the page (no full
 * reload); every cached query is refreshed, since anything loaded as a visitor is now out of date.
 */
export function LoginRequiredCard() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [finishing, setFinishing] = useState(false);
  const busy = login.isPending || finishing;

  const update = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(
      { email: parsed.data.email, password: parsed.data.password },
      {
        onSuccess: async () => {
          setFinishing(true);
          await queryClient.invalidateQueries();
          toast({ title: billingMessages.successTitle, description: billingMessages.loggedIn });
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          toastLoginError(error);
        },
      },
    );
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <LogIn aria-hidden="true" className="size-5" />
          {subscriptionPageTexts.loginRequired}
        </CardTitle>
        <CardDescription>Log in to see your plan, subscribe or manage billing.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" aria-label="Log in to manage your subscription">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={update('password')}
            error={errors.password}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? subscriptionPageTexts.loggingIn : subscriptionPageTexts.login}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center gap-1 text-muted-foreground text-sm">
        No account yet?
        <Link
          to={paths.auth}
          // Registering brings the new user back here, to the plan they were looking at.
          onClick={() => rememberPostLoginRedirect(`${location.pathname}${location.search}`)}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          {subscriptionPageTexts.createAccount}
        </Link>
      </CardFooter>
    </Card>
  );
}
