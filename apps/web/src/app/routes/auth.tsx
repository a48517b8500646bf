import { Page } from '@/components/page';
import { AuthForm } from '@/features/auth/components/auth-form';

export function AuthRoute() {
  return (
    <Page title="Login" className="flex justify-center">
      <AuthForm />
    </Page>
  );
}
