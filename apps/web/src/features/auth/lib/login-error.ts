import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form';

/** spec §8 Login: 'Login failed' with the server's message, or 'Error' for an exception. */
export function toastLoginError(error: unknown): void {
  if (isApiError(error) && error.status > 0) {
    toast({ variant: 'destructive', title: 'Login failed', description: error.message || 'Login failed' });
  } else {
    toastError(errorMessage(error, 'An error occurred during login'));
  }
}
