import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { PostLoginOverlay } from '@/features/auth/components/post-login-overlay';
import { takeFlashToast } from '@/lib/flash-toast';
import { endDocumentHydration } from '@/lib/hydration';
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

/**
 * Marks the document once the app has mounted or hydrated its shell (links and buttons outside
 * lazy parts respond from then on): browser tests wait for it before using a server-rendered page.
 */
function MarkAppReady() {
  useEffect(() => {
    endDocumentHydration();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

/** Everything inside the router: the same tree in the browser and on the server (entry-server.tsx). */
export function AppContent() {
  return (
    <>
      <MarkAppReady />
      <FlashToastOnLoad />
      <PostLoginOverlay />
      <AppRoutes />
    </>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProvider>
  );
}
