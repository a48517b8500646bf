import {
  emptyResumeBoxes,
  RESUME_FILE_ACCEPT,
  type ResumeBody,
  type ResumeParseResponse,
  resumeBoxKeys,
  resumeHighlightKeys,
  type SavedResumeListItem,
  savedResumeMessages,
} from '@jobpeel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Eraser, FilePlus2, Save, Upload } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { getResume, type ResumeFields, savedResumesQueryKey, useSaveDefaultResume } from '../api/resumes';
import { useAutoLoadResume } from '../hooks/use-auto-load-resume';
import { useResumeImport } from '../hooks/use-resume-import';
import { errorDescription } from '../lib/messages';

// Signed-in users' parts (dialogs, menus, their forms' checks) load for them alone: a visitor's
// /create does not evaluate them while it hydrates (docs/decisions/0028).
const SaveResumeDialog = lazy(() =>
  import('./save-resume-dialog').then((module) => ({ default: module.SaveResumeDialog })),
);
const SavedResumePicker = lazy(() =>
  import('./saved-resume-picker').then((module) => ({ default: module.SavedResumePicker })),
);

/** An import fills the resume box, and the contact and highlight boxes it found something for. */
export function fieldsFromImport(result: ResumeParseResponse): Partial<ResumeFields> {
  const patch: Partial<ResumeFields> = { resumeText: result.content };
  if (result.contactInfo.trim()) patch.contactInfo = result.contactInfo;
  for (const key of resumeHighlightKeys) {
    if (result.sections[key].trim()) patch[key] = result.sections[key];
  }
  return patch;
}

/** A chosen saved resume replaces all six boxes, so nothing of another resume stays behind. */
export function fieldsFromSaved(resume: ResumeBody): ResumeFields {
  const fields = { ...emptyResumeBoxes };
  for (const key of resumeBoxKeys) fields[key] = resume[key];
  return fields;
}

interface ResumeToolbarProps {
  /** Prefix for the ids of the inputs inside. */
  id: string;
  /** The form has not started yet (docs/decisions/0028): the buttons wait. */
  disabled?: boolean;
  /**
   * The signed-in user's id; null for anonymous visitors, who may import but not save (docs/product.md §2).
   */
  userId: number | null;
  fields: ResumeFields;
  onChange: (patch: Partial<ResumeFields>) => void;
}

/**
 * docs/product.md §4 step 3: Import, Save, Save as New and Clear, the import progress and, for signed-in
 * users, the saved-resume picker. Loads the default resume once per session (docs/product.md §5).
 */
export function ResumeToolbar({ id, disabled = false, userId, fields, onChange }: ResumeToolbarProps) {
  const signedIn = userId !== null;
  const fileInput = useRef<HTMLInputElement>(null);
  const [selectedId, setSelectedId] = useState('');
  const [loadingResume, setLoadingResume] = useState(false);
  const [saveAsNewOpen, setSaveAsNewOpen] = useState(false);
  const saveDefault = useSaveDefaultResume();
  const queryClient = useQueryClient();
  const latestFields = useRef(fields);
  latestFields.current = fields;

  const { progress, isImporting, importFile } = useResumeImport((result) => {
    onChange(fieldsFromImport(result));
    // The boxes no longer hold the chosen saved resume.
    setSelectedId('');
  });

  useAutoLoadResume({
    userId,
    currentText: fields.resumeText,
    onLoad: (resume) => {
      // Only into empty boxes: what the user typed, or a restored draft, stays.
      const patch: Partial<ResumeFields> = {};
      for (const key of resumeBoxKeys) {
        if (resume[key].trim() && !latestFields.current[key].trim()) patch[key] = resume[key];
      }
      onChange(patch);
    },
  });

  const busy = isImporting || disabled;

  /** docs/product.md §7: a signed-in user and some resume text; false (with its toast) otherwise. */
  const canSave = () => {
    if (!signedIn) {
      toastError(savedResumeMessages.authRequired, savedResumeMessages.authRequiredTitle);
      return false;
    }
    if (!fields.resumeText.trim()) {
      toastError(savedResumeMessages.nothingToSave, savedResumeMessages.nothingToSaveTitle);
      return false;
    }
    return true;
  };

  const save = async () => {
    if (!canSave()) return;
    try {
      await saveDefault.mutateAsync(fields);
      toast({ title: 'Resume Saved', description: 'It will be filled in for you on your next visit.' });
    } catch (error) {
      toastError(errorDescription(error, savedResumeMessages.saveFailed));
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again imports it again.
    event.target.value = '';
    if (file) void importFile(file);
  };

  const choose = async (value: string) => {
    // docs/product.md §5: an empty id, or the one already chosen, does nothing.
    if (!value || value === selectedId) return;
    const previous = selectedId;
    setSelectedId(value);
    setLoadingResume(true);
    try {
      const resume = await getResume(Number(value));
      if (!resume.resumeText.trim()) {
        toastError(savedResumeMessages.emptySelected);
        return;
      }
      onChange(fieldsFromSaved(resume));
      toast({ title: 'Resume Loaded', description: `"${resume.name}" is now in the form.` });
    } catch (error) {
      setSelectedId(previous);
      toastError(savedResumeMessages.loadOneFailed);
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: savedResumesQueryKey });
      }
    } finally {
      setLoadingResume(false);
    }
  };

  const onSavedAsNew = (resume: SavedResumeListItem) => {
    // Shown at once; the refetch that follows confirms it (docs/product.md §5: the list is refreshed).
    queryClient.setQueryData<SavedResumeListItem[]>(savedResumesQueryKey, (list) =>
      list ? [resume, ...list.filter((item) => item.id !== resume.id)] : list,
    );
    setSelectedId(String(resume.id));
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={RESUME_FILE_ACCEPT}
          aria-label="Resume file"
          className="hidden"
          tabIndex={-1}
          onChange={onFileChosen}
        />
        <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          Import
        </Button>
        <Button variant="outline" disabled={busy || saveDefault.isPending} onClick={save}>
          <Save aria-hidden="true" />
          {saveDefault.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => canSave() && setSaveAsNewOpen(true)}>
          <FilePlus2 aria-hidden="true" />
          Save as New
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            onChange(emptyResumeBoxes);
            setSelectedId('');
          }}
        >
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </div>
      <ProgressBar value={progress.value} label="Resume import progress" text={progress.stage} />
      <Suspense fallback={null}>
        {signedIn ? (
          <SavedResumePicker
            id={`${id}-saved`}
            selectedId={selectedId}
            onChoose={choose}
            onDeleted={() => setSelectedId('')}
            loading={loadingResume}
            disabled={busy}
          />
        ) : null}
        {signedIn ? (
          <SaveResumeDialog
            open={saveAsNewOpen}
            onOpenChange={setSaveAsNewOpen}
            fields={fields}
            onSaved={onSavedAsNew}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
