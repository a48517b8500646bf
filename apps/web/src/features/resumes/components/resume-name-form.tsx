import { createSavedResumeSchema, savedResumeMessages } from '@jobpeel/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorDescription } from '../lib/messages';

interface ResumeNameFormProps {
  /** The form's accessible name. */
  label: string;
  initialName?: string;
  placeholder?: string;
  submitLabel: string;
  pending: boolean;
  /** Shown when the call fails without a message for the name field. */
  failedMessage: string;
  /** Saves under the (trimmed, valid) name; throws the API error on failure. */
  onSubmitName: (name: string) => Promise<void>;
}

/** The name field of the Save as New and Rename dialogs, with the spec's 'Name Required' rule. */
export function ResumeNameForm(props: ResumeNameFormProps) {
  const id = useId();
  const [name, setName] = useState(props.initialName ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const blank = name.trim().length === 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled out of the cover-letter form, but React still bubbles its submit there.
    event.stopPropagation();
    if (blank) {
      toastError(savedResumeMessages.nameRequired, savedResumeMessages.nameRequiredTitle);
      return;
    }
    const parsed = createSavedResumeSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await props.onSubmitName(parsed.data);
    } catch (error) {
      const fieldError = isApiError(error) ? error.fields?.name : undefined;
      if (fieldError) setNameError(fieldError);
      else toastError(errorDescription(error, props.failedMessage));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={props.label}>
      <TextField
        label="Name"
        name="resumeName"
        id={`${id}-name`}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(undefined);
        }}
        placeholder={props.placeholder}
        autoComplete="off"
        error={nameError}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={blank || props.pending}>
          {props.pending ? 'Saving...' : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
