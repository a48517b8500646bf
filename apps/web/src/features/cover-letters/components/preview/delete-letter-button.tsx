import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/lib/paths';
import { forgetCoverLetter, useDeleteCoverLetter } from '../../api/cover-letter-mutations';

/** Delete, behind a confirmation; afterwards the library, since this page has nothing left to show. */
export function DeleteLetterButton({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteLetter = useDeleteCoverLetter(id);

  function confirmDelete(event: MouseEvent) {
    // Stay open while the request runs, so a failure can be read where it happened.
    event.preventDefault();
    deleteLetter.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Cover letter deleted' });
        navigate(paths.library);
        forgetCoverLetter(queryClient, id);
      },
      onError: (error) => {
        setOpen(false);
        toast({ variant: 'destructive', title: 'Failed to delete cover letter', description: error.message });
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleteLetter.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-danger-text">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this cover letter?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the letter and its version history. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteLetter.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive disabled={deleteLetter.isPending} onClick={confirmDelete}>
            {deleteLetter.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
