import { Page } from '@/components/page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <Page title="Forgot Password" className="flex justify-center">
      <ForgotPasswordForm />
    </Page>
  );
}
