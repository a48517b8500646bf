import { type PresetInput, presetInputSchema, presetMessages } from '@jobpeel/contract';
import { useId } from 'react';
import type { z } from 'zod';
import { Form, FormTextField, SubmitButton } from '@/components/form/form';
import { setServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useSavePreset } from '../api/presets';

/** The form settings a preset keeps (docs/product.md §6 Settings preset). */
export type PresetSettings = Omit<PresetInput, 'name'>;

interface SavePresetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PresetSettings;
}

/** docs/product.md §4 'Save Settings Preset' dialog. The form inside mounts afresh each time it opens. */
export function SavePresetDialog({ open, onOpenChange, settings }: SavePresetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Settings Preset</DialogTitle>
          <DialogDescription>
            Keep the current template, length and recipient to apply them to a later letter.
          </DialogDescription>
        </DialogHeader>
        <SavePresetForm settings={settings} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** A 4xx answer with a code explains a rule (limit, locked template); others get the catalogue text. */
function saveFailureDescription(error: unknown): string {
  if (isApiError(error) && error.code && error.status >= 400 && error.status < 500) return error.message;
  return presetMessages.saveFailed;
}

function SavePresetForm({ settings, onSaved }: { settings: PresetSettings; onSaved: () => void }) {
  const id = useId();
  // The settings ride along as values without fields, so the one schema checks them with the name.
  // The form mounts with the dialog, and the settings cannot change while it is open.
  const form = useZodForm(presetInputSchema, { defaultValues: { ...settings, name: '' } });
  const save = useSavePreset();

  async function onSubmit(input: z.output<typeof presetInputSchema>) {
    try {
      const preset = await save.mutateAsync(input);
      toast({
        title: 'Preset saved',
        description: `"${preset.name}" is ready to apply from the preset picker.`,
      });
      onSaved();
    } catch (error) {
      // Keep the dialog and the typed name: a taken or invalid name shows under the field.
      if (!setServerErrors(form, error, ['name'])) toastError(saveFailureDescription(error));
    }
  }

  // Errors about the settings (e.g. no template chosen) have no field here: show them above the buttons.
  const settingsErrors = Object.entries(form.formState.errors).flatMap(([field, error]) =>
    field !== 'name' && typeof error?.message === 'string' ? [[field, error.message] as const] : [],
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Save settings preset">
      <FormTextField
        label="Preset Name"
        name="name"
        id={`${id}-name`}
        placeholder="e.g. Tech roles, formal"
        autoComplete="off"
        clearErrorOnChange
      />
      {settingsErrors.map(([field, message]) => (
        <p key={field} role="alert" className="text-danger-text text-sm">
          {message}
        </p>
      ))}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save Preset
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
