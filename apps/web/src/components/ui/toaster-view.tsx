import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { dismissToast, TOAST_DURATION, useToasts } from '@/components/ui/use-toast';

/** Renders the toast store. Swipe right to dismiss; F8 focuses the notifications region. */
export function ToasterView() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right">
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {/* Actions go under the text, where their labels have the toast's full width to fit in. */}
          <div className="grid min-w-0 flex-1 gap-3">
            <div className="grid gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
