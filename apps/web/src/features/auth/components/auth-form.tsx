import { zodResolver } from '@hookform/resolvers/zod';
import {
  type LoginInput,
  loginSchema,
  meetsPasswordRules,
  PRODUCT_NAME,
  type RegisterInput,
  registerSchema,
} from '@jobpeel/contract';
import { Gift } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { setServerErrors, showFailure } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  clearPostLoginRedirect,
  readPostLoginRedirect,
  rememberPostLoginRedirect,
  rememberSelectedPlan,
} from '@/lib/auth-redirect';
import { browser } from '@/lib/browser';
import { setFlashToast } from '@/lib/flash-toast';
import { useHydrated } from '@/lib/hydration';
import { toastLoginError, useLogin } from '@/lib/login';
import { paths } from '@/lib/paths';
import { useRegister } from '../api/register';
import { WELCOME_TITLE } from '../lib/messages';
import { markPostLoginRefresh } from '../lib/post-login';

type AuthMode = 'login' | 'register';

interface AuthValues {
  email: string;
  username: string;
  password: string;
  referralCode: string;
}

const loginResolver = zodResolver(loginSchema);
const registerResolver = zodResolver(registerSchema);

/**
 * One form serves both modes, so switching keeps what was typed; the mode picks the contract's
 * schema. A blank referral code is sent as none.
 */
function authResolver(mode: AuthMode): Resolver<AuthValues, unknown, LoginInput | RegisterInput> {
  return (values, context, options) =>
    mode === 'register'
      ? registerResolver(
          { ...values, referralCode: values.referralCode.trim() || undefined },
          context,
          options as never,
        )
      : loginResolver(values, context, options as never);
}

export function AuthForm() {
  const [searchParams] = useSearchParams();
  const referralFromLink = searchParams.get('ref')?.trim() ?? '';
  const plan = searchParams.get('plan');

  const [mode, setMode] = useState<AuthMode>(referralFromLink ? 'register' : 'login');
  const form = useForm<AuthValues, unknown, LoginInput | RegisterInput>({
    defaultValues: { email: '', username: '', password: '', referralCode: referralFromLink },
    reValidateMode: 'onSubmit',
    resolver: authResolver(mode),
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const [redirecting, setRedirecting] = useState(false);
  const checklistId = useId();

  const loginMutation = useLogin();
  const registerMutation = useRegister();

  // A pricing button sent the visitor here: continue to that plan once signed in.
  useEffect(() => {
    const selected = rememberSelectedPlan(plan);
    if (selected) rememberPostLoginRedirect(`${paths.subscription}?selectedTier=${selected}`);
  }, [plan]);

  const isRegister = mode === 'register';
  const busy = loginMutation.isPending || registerMutation.isPending || redirecting;
  const passwordOk = meetsPasswordRules(password);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    form.clearErrors();
  };

  const submitLogin = (input: LoginInput) => {
    loginMutation.mutate(
      { email: input.email, password: input.password },
      {
        onSuccess: () => {
          // docs/product.md §5: a full reload to the remembered page, with the post-login overlay flags set.
          setRedirecting(true);
          const target = readPostLoginRedirect() ?? paths.home;
          clearPostLoginRedirect();
          markPostLoginRefresh();
          setFlashToast({ title: WELCOME_TITLE });
          browser.assign(target);
        },
        onError: (error) => {
          setServerErrors(form, error);
          toastLoginError(error);
        },
      },
    );
  };

  const submitRegister = (input: RegisterInput) => {
    // On success the refreshed user switches the app to its signed-in pages, and /auth then sends
    // the user on to the remembered page in-app (see SignedInAuthRedirect).
    registerMutation.mutate(input, {
      onError: (error) => showFailure(form, error, 'Registration failed'),
    });
  };

  const hydrated = useHydrated();

  const onSubmit = (input: LoginInput | RegisterInput) => {
    if (busy) return;
    // Only the register schema has a username.
    if ('username' in input) submitRegister(input);
    else submitLogin(input);
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        {isRegister && referralFromLink ? (
          <Badge variant="secondary" className="mb-2">
            <Gift aria-hidden="true" />
            You were invited by a friend
          </Badge>
        ) : null}
        <CardTitle as="h1" className="text-2xl">
          {isRegister ? 'Create an Account' : `Login to ${PRODUCT_NAME}`}
        </CardTitle>
        <CardDescription>
          {isRegister
            ? 'Sign up to start writing tailored cover letters.'
            : 'Enter your email and password to continue.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <FormTextField label="Email" name="email" type="email" autoComplete="email" />
          {isRegister ? <FormTextField label="Username" name="username" autoComplete="username" /> : null}
          <FormTextField
            label="Password"
            name="password"
            type="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            aria-describedby={isRegister ? checklistId : undefined}
          />
          {isRegister ? <PasswordChecklist id={checklistId} password={password} /> : null}
          {isRegister ? (
            <FormTextField label="Referral Code (optional)" name="referralCode" autoComplete="off" />
          ) : null}
          <SubmitButton
            className="w-full"
            pending={isRegister ? registerMutation.isPending : busy}
            pendingLabel={isRegister ? 'Creating account...' : 'Logging in...'}
            // Until the page has hydrated, the browser alone would send the form as a GET, with the
            // password in the address (the server renders this page, docs/decisions/0028).
            disabled={!hydrated || busy || (isRegister && !passwordOk)}
          >
            {isRegister ? 'Create Account' : 'Login'}
          </SubmitButton>
          {isRegister ? null : (
            <Link
              to={paths.forgotPassword}
              className="justify-self-center text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              Forgot your password?
            </Link>
          )}
        </Form>
      </CardContent>
      <CardFooter className="justify-center gap-1 text-muted-foreground text-sm">
        {isRegister ? 'Already have an account?' : "Don't have an account?"}
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => switchMode(isRegister ? 'login' : 'register')}
        >
          {isRegister ? 'Log in' : 'Sign up'}
        </Button>
      </CardFooter>
    </Card>
  );
}
