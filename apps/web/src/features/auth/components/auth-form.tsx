import { loginSchema, meetsPasswordRules, PRODUCT_NAME, registerSchema } from '@jobpeel/contract';
import { Gift } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { toastError } from '@/components/ui/use-toast';
import {
  clearPostLoginRedirect,
  readPostLoginRedirect,
  rememberPostLoginRedirect,
  rememberSelectedPlan,
} from '@/lib/auth-redirect';
import { browser } from '@/lib/browser';
import { setFlashToast } from '@/lib/flash-toast';
import { apiFieldErrors, errorMessage, type FieldErrors, zodFieldErrors } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { toastLoginError } from '../lib/login-error';
import { WELCOME_TITLE } from '../lib/messages';
import { markPostLoginRefresh } from '../lib/post-login';
import { PasswordChecklist } from './password-checklist';

type AuthMode = 'login' | 'register';

export function AuthForm() {
  const [searchParams] = useSearchParams();
  const referralFromLink = searchParams.get('ref')?.trim() ?? '';
  const plan = searchParams.get('plan');

  const [mode, setMode] = useState<AuthMode>(referralFromLink ? 'register' : 'login');
  const [values, setValues] = useState({
    email: '',
    username: '',
    password: '',
    referralCode: referralFromLink,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
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
  const passwordOk = meetsPasswordRules(values.password);

  const update = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
  };

  const submitLogin = () => {
    const parsed = loginSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    loginMutation.mutate(
      { email: parsed.data.email, password: parsed.data.password },
      {
        onSuccess: () => {
          // spec §4: a full reload to the remembered page, with the post-login overlay flags set.
          setRedirecting(true);
          const target = readPostLoginRedirect() ?? paths.home;
          clearPostLoginRedirect();
          markPostLoginRefresh();
          setFlashToast({ title: WELCOME_TITLE });
          browser.assign(target);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          toastLoginError(error);
        },
      },
    );
  };

  const submitRegister = () => {
    const parsed = registerSchema.safeParse({
      email: values.email,
      username: values.username,
      password: values.password,
      referralCode: values.referralCode.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    // On success the refreshed user switches the app to its signed-in pages, and /auth then sends
    // the user on to the remembered page in-app (see SignedInAuthRedirect).
    registerMutation.mutate(parsed.data, {
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toastError(errorMessage(error, 'Registration failed'));
      },
    });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (isRegister) submitRegister();
    else submitLogin();
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
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          {isRegister ? (
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              value={values.username}
              onChange={update('username')}
              error={errors.username}
            />
          ) : null}
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={update('password')}
            error={errors.password}
            aria-describedby={isRegister ? checklistId : undefined}
          />
          {isRegister ? <PasswordChecklist id={checklistId} password={values.password} /> : null}
          {isRegister ? (
            <TextField
              label="Referral Code (optional)"
              name="referralCode"
              autoComplete="off"
              value={values.referralCode}
              onChange={update('referralCode')}
              error={errors.referralCode}
            />
          ) : null}
          <Button type="submit" className="w-full" disabled={busy || (isRegister && !passwordOk)}>
            {isRegister
              ? registerMutation.isPending
                ? 'Creating account...'
                : 'Create Account'
              : busy
                ? 'Logging in...'
                : 'Login'}
          </Button>
          {isRegister ? null : (
            <Link
              to={paths.forgotPassword}
              className="justify-self-center text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline"
            >
              Forgot your password?
            </Link>
          )}
        </form>
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
