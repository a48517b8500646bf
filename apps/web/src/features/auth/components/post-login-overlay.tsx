import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/hydration';
import { usePostLoginOverlay } from '../hooks/use-post-login-overlay';

export const POST_LOGIN_OVERLAY_TEXT = 'Logging in, please wait...';

export function PostLoginOverlay() {
  const visible = usePostLoginOverlay();
  // A server-rendered page never has it: it shows from the render after hydration.
  const hydrated = useHydrated();
  if (!visible || !hydrated) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[90] flex flex-col items-center justify-center gap-4 bg-background"
    >
      <Spinner label={null} className="size-8" />
      <p className="font-medium text-lg">{POST_LOGIN_OVERLAY_TEXT}</p>
    </div>
  );
}
