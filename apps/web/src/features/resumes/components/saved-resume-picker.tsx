import { type SavedResumeListItem, savedResumeMessages } from '@jobpeel/contract';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AlertDialog, AlertDialogConfirm, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';
import { useDeleteResume, useSavedResumes } from '../api/resumes';
import { errorDescription } from '../lib/messages';
import { RenameResumeDialog } from './rename-resume-dialog';

export const DELETE_FAILED_MESSAGE = 'Failed to delete the resume. Please try again.';
const NO_RESUMES = 'no-resumes';

interface SavedResumePickerProps {
  id: string;
  /** The chosen resume's id as text ('' = none). */
  selectedId: string;
  onChoose: (id: string) => void;
  /** The chosen resume was deleted. */
  onDeleted: () => void;
  /** A resume is being fetched after a choice. */
  loading: boolean;
  disabled: boolean;
}

/** docs/product.md §4 step 3: the saved-resume picker, with rename and delete for the chosen one. */
export function SavedResumePicker({
  id,
  selectedId,
  onChoose,
  onDeleted,
  loading,
  disabled,
}: SavedResumePickerProps) {
  const resumes = useSavedResumes();
  const list = resumes.data ?? [];
  const selected = list.find((resume) => String(resume.id) === selectedId);
  const [renameOpen, setRenameOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  useEffect(() => {
    if (resumes.isError) toastError(errorDescription(resumes.error, savedResumeMessages.loadListFailed));
  }, [resumes.isError, resumes.error]);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Saved Resumes</Label>
      <div className="flex items-center gap-2">
        <Select
          value={selected ? selectedId : ''}
          disabled={disabled || loading || resumes.isPending}
          onValueChange={(value) => {
            if (value === NO_RESUMES) return;
            onChoose(value);
          }}
        >
          <SelectTrigger id={id} className="min-w-0 flex-1">
            <SelectValue placeholder={resumes.isPending ? 'Loading resumes...' : 'Select a saved resume'} />
          </SelectTrigger>
          <SelectContent>
            {list.length === 0 ? (
              <SelectItem value={NO_RESUMES} disabled>
                {resumes.isError ? savedResumeMessages.loadListFailed : 'No saved resumes yet'}
              </SelectItem>
            ) : (
              list.map((resume) => (
                <SelectItem key={resume.id} value={String(resume.id)}>
                  {resume.name}
                </SelectItem>
              ))
            )}
          </SelectContent>
        </Select>
        {loading ? <Spinner label="Loading the selected resume" className="size-5" /> : null}
        {selected ? (
          // Not modal: the menu closes before the dialog it opens takes the focus.
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="icon"
                aria-label={`Manage resume ${selected.name}`}
                disabled={disabled || loading}
              >
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRenameOpen(true)}>
                <Pencil aria-hidden="true" />
                Rename
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <RenameResumeDialog resume={selected} open={renameOpen} onOpenChange={setRenameOpen} />
      <DeleteResumeDialog
        resume={selected}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={onDeleted}
        pickerId={id}
      />
    </div>
  );
}

interface DeleteResumeDialogProps {
  resume: SavedResumeListItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  pickerId: string;
}

function DeleteResumeDialog({ resume, open, onOpenChange, onDeleted, pickerId }: DeleteResumeDialogProps) {
  const deletion = useDeleteResume();
  // Kept while the dialog closes, after the resume has left the list.
  const [shown, setShown] = useState(resume);
  if (resume && resume !== shown) setShown(resume);

  const confirmDelete = async () => {
    if (!shown) return;
    try {
      await deletion.mutateAsync(shown.id);
      toast({
        title: 'Resume Deleted',
        description: `"${shown.name}" was removed from your saved resumes. The form keeps its text.`,
      });
      onDeleted();
    } catch (error) {
      toastError(errorDescription(error, DELETE_FAILED_MESSAGE));
    }
    onOpenChange(false);
  };

  return (
    <AlertDialog
      open={open && shown !== undefined}
      onOpenChange={(next) => !deletion.isPending && onOpenChange(next)}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The menu button goes with the deleted resume: continue from the picker.
          event.preventDefault();
          document.getElementById(pickerId)?.focus();
        }}
      >
        <AlertDialogConfirm
          title="Delete resume?"
          description={`"${shown?.name}" will be removed from your saved resumes. The text in this form stays as it is.`}
          confirmLabel="Delete Resume"
          busyLabel="Deleting..."
          busy={deletion.isPending}
          onConfirm={confirmDelete}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
