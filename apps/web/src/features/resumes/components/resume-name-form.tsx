import { createSavedResumeSchema, savedResumeMessages } from '@jobpeel/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { toastError } from '@/components/ui/use-toast';
import { errorDescription } from '../lib/messages';

/** The name rule of a saved resume, as creating and renaming check it. */
const resumeNameSchema = createSavedResumeSchema.pick({ name: true });

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

/**
 * The name field of the Save as New and Rename dialogs, with the 'Name Required' rule (docs/product.md §7).
 */
export function ResumeNameForm(props: ResumeNameFormProps) {
  const id = useId();
  const form = useZodForm(resumeNameSchema, { defaultValues: { name: props.initialName ?? '' } });
  const blank = useWatch({ control: form.control, name: 'name' }).trim().length === 0;

  async function onSubmit({ name }: { name: string }) {
    try {
      await props.onSubmitName(name);
    } catch (error) {
      if (!setServerErrors(form, error)) toastError(errorDescription(error, props.failedMessage));
    }
  }

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalidInput={() => {
        // A blank name is said in a toast, not under the field.
        if (!blank) return;
        form.clearErrors('name');
        toastError(savedResumeMessages.nameRequired, savedResumeMessages.nameRequiredTitle);
      }}
      className="grid gap-4"
      aria-label={props.label}
    >
      <FormTextField
        label="Name"
        name="name"
        id={`${id}-name`}
        placeholder={props.placeholder}
        autoComplete="off"
        clearErrorOnChange
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={props.pending} pendingLabel="Saving..." disabled={blank}>
          {props.submitLabel}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
