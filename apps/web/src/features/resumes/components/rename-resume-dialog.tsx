import type { SavedResumeListItem } from '@jobpeel/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useRenameResume } from '../api/resumes';
import { ResumeNameForm } from './resume-name-form';

export const RENAME_FAILED_MESSAGE = 'Failed to rename the resume. Please try again.';

interface RenameResumeDialogProps {
  resume: SavedResumeListItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Renames a saved resume; its text and highlights stay as saved. */
export function RenameResumeDialog({ resume, open, onOpenChange }: RenameResumeDialogProps) {
  return (
    <Dialog open={open && resume !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename Resume</DialogTitle>
          <DialogDescription>Only the name changes; the saved text stays as it is.</DialogDescription>
        </DialogHeader>
        {resume ? <RenameResumeForm resume={resume} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameResumeForm({ resume, onDone }: { resume: SavedResumeListItem; onDone: () => void }) {
  const rename = useRenameResume();
  return (
    <ResumeNameForm
      label="Rename resume"
      initialName={resume.name}
      submitLabel="Save Name"
      pending={rename.isPending}
      failedMessage={RENAME_FAILED_MESSAGE}
      onSubmitName={async (name) => {
        const renamed = await rename.mutateAsync({ id: resume.id, name });
        toast({ title: 'Resume Renamed', description: `The resume is now called "${renamed.name}".` });
        onDone();
      }}
    />
  );
}
