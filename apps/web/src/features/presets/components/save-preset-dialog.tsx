import { type PresetInput, presetInputSchema, presetMessages } from '@jobpeel/contract';
import { type FormEvent, useId, useState } from 'react';
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
import { TextField } from '@/components/ui/field';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { type FieldErrors, zodFieldErrors } from '@/lib/form';
import { useSavePreset } from '../api/presets';

/** The form settings a preset keeps (spec §3 Settings preset). */
export type PresetSettings = Omit<PresetInput, 'name'>;

interface SavePresetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: PresetSettings;
}

/** spec §2 'Save Settings Preset' dialog. The form inside mounts afresh each time it opens. */
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
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePreset();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React bubbles a portal's submit to the cover-letter form around it: keep it here.
    event.stopPropagation();
    const parsed = presetInputSchema.safeParse({ ...settings, name });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const preset = await save.mutateAsync(parsed.data);
      toast({
        title: 'Preset saved',
        description: `"${preset.name}" is ready to apply from the preset picker.`,
      });
      onSaved();
    } catch (error) {
      // Keep the dialog and the typed name: a taken or invalid name shows under the field.
      const nameError = isApiError(error) ? error.fields?.name : undefined;
      if (nameError) setErrors({ name: nameError });
      else toastError(saveFailureDescription(error));
    }
  }

  // Errors about the settings (e.g. no template chosen) have no field here: show them above the buttons.
  const settingsErrors = Object.entries(errors).filter(([field]) => field !== 'name');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Save settings preset">
      <TextField
        label="Preset Name"
        name="presetName"
        id={`${id}-name`}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (errors.name) setErrors(({ name: _removed, ...rest }) => rest);
        }}
        placeholder="e.g. Tech roles, formal"
        autoComplete="off"
        error={errors.name}
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preset'}
        </Button>
      </DialogFooter>
    </form>
  );
}
