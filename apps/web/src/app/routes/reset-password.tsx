import { Navigate, useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { paths } from '@/lib/paths';

export function ResetPasswordRoute() {
  const email = useSearchParams()[0].get('email')?.trim();
  if (!email) return <Navigate to={paths.forgotPassword} replace />;
  return (
    <Page title="Reset Password" className="flex justify-center">
      <ResetPasswordForm key={email} email={email} />
    </Page>
  );
}
