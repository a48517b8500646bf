import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { PostLoginOverlay } from '@/features/auth/components/post-login-overlay';
import { takeFlashToast } from '@/lib/flash-toast';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Shows a toast queued before a full page load (e.g. 'Account Deleted'). */
function FlashToastOnLoad() {
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, []);
  return null;
}

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <FlashToastOnLoad />
        <PostLoginOverlay />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
