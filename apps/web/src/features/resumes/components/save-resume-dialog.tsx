import { type SavedResumeListItem, savedResumeMessages } from '@jobpeel/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { type ResumeFields, useCreateResume } from '../api/resumes';
import { ResumeNameForm } from './resume-name-form';

interface SaveResumeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fields: ResumeFields;
  onSaved: (resume: SavedResumeListItem) => void;
}

/** docs/product.md §4 Dialogs: the save-as-new-resume dialog (name field, Cancel, 'Save Resume'). */
export function SaveResumeDialog({ open, onOpenChange, fields, onSaved }: SaveResumeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Resume as New</DialogTitle>
          <DialogDescription>
            Keep this resume and its highlights under a name, to pick it again from Saved Resumes.
          </DialogDescription>
        </DialogHeader>
        <SaveResumeForm
          fields={fields}
          onSaved={(resume) => {
            onOpenChange(false);
            onSaved(resume);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SaveResumeForm({
  fields,
  onSaved,
}: {
  fields: ResumeFields;
  onSaved: (resume: SavedResumeListItem) => void;
}) {
  const create = useCreateResume();
  return (
    <ResumeNameForm
      label="Save resume as new"
      placeholder="e.g. Frontend roles"
      submitLabel="Save Resume"
      pending={create.isPending}
      failedMessage={savedResumeMessages.saveFailed}
      onSubmitName={async (name) => {
        const resume = await create.mutateAsync({ name, fields });
        toast({ title: 'Resume Saved', description: `"${resume.name}" was added to your saved resumes.` });
        onSaved(resume);
      }}
    />
  );
}
