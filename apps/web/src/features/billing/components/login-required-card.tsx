import { billingMessages, type LoginInput, loginSchema, subscriptionPageTexts } from '@jobpeel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { rememberPostLoginRedirect } from '@/lib/auth-redirect';
import { toastLoginError, useLogin } from '@/lib/login';
import { paths } from '@/lib/paths';

/**
 * docs/product.md §4 /account/subscription, signed out: logging in here stays on the page (no full
 * reload); every cached query is refreshed, since anything loaded as a visitor is now out of date.
 */
export function LoginRequiredCard() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const [finishing, setFinishing] = useState(false);
  const busy = login.isPending || finishing;

  const onSubmit = (input: LoginInput) => {
    if (busy) return;
    login.mutate(
      { email: input.email, password: input.password },
      {
        onSuccess: async () => {
          setFinishing(true);
          await queryClient.invalidateQueries();
          toast({ title: billingMessages.successTitle, description: billingMessages.loggedIn });
        },
        onError: (error) => {
          setServerErrors(form, error);
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
        {/* This card's fields are required at the browser level: the browser refuses them before the schema. */}
        <Form
          form={form}
          onSubmit={onSubmit}
          noValidate={false}
          className="grid gap-4"
          aria-label="Log in to manage your subscription"
        >
          <FormTextField label="Email" name="email" type="email" autoComplete="email" required />
          <FormTextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton className="w-full" pending={busy} pendingLabel={subscriptionPageTexts.loggingIn}>
            {subscriptionPageTexts.login}
          </SubmitButton>
        </Form>
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
