import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError } from '@/components/ui/use-toast';
import { useLogout } from '@/lib/auth';
import { clearPostLoginRedirect } from '@/lib/auth-redirect';
import { browser } from '@/lib/browser';
import { setFlashToast } from '@/lib/flash-toast';
import { errorMessage } from '@/lib/form';
import { paths } from '@/lib/paths';
import { rememberSignedIn } from '@/lib/session-hint';
import { useDeleteAccount } from '../api/account';

export function DangerZone() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const deleteMutation = useDeleteAccount();
  const logoutMutation = useLogout();

  const confirmDelete = () => {
    deleteMutation.mutate(undefined, {
      // A full load of / starts the app over as a visitor; the toast is carried across it.
      onSuccess: () => {
        clearPostLoginRedirect();
        rememberSignedIn(false);
        setFlashToast({
          title: 'Account Deleted',
          description: 'Your account and all its data have been removed.',
        });
        browser.assign(paths.home);
      },
      onError: (error) => {
        setDeleteOpen(false);
        toastError(errorMessage(error, 'Failed to delete account'));
      },
    });
  };

  const confirmLogout = () => {
    logoutMutation.mutate(undefined, { onError: () => setLogoutOpen(false) });
  };

  return (
    <Card className="border-danger-text/40">
      <CardHeader>
        <CardTitle className="text-danger-text">Danger Zone</CardTitle>
        <CardDescription>Log out of this device, or delete your account for good.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <AlertDialog
          open={deleteOpen}
          onOpenChange={(open) => !deleteMutation.isPending && setDeleteOpen(open)}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">Delete Account</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogConfirm
              title="Delete your account?"
              description="This permanently deletes your account with all your cover letters, resumes and presets, and cancels any paid subscription. This cannot be undone."
              confirmLabel="Delete Account"
              busyLabel="Deleting..."
              busy={deleteMutation.isPending}
              onConfirm={confirmDelete}
            />
          </AlertDialogContent>
        </AlertDialog>

        <AlertDialog
          open={logoutOpen}
          onOpenChange={(open) => !logoutMutation.isPending && setLogoutOpen(open)}
        >
          <AlertDialogTrigger asChild>
            <Button variant="outline">Logout</Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogConfirm
              title="Log out?"
              description="You will need to log in again to use your account."
              confirmLabel="Log out"
              busyLabel="Logging out..."
              busy={logoutMutation.isPending}
              onConfirm={confirmLogout}
              destructive={false}
            />
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
