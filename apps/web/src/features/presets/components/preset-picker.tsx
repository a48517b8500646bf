import { type Preset, presetMessages } from '@jobpeel/contract';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast, toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useDeletePreset, usePresets } from '../api/presets';

const NO_PRESETS = 'no-presets';

interface PresetPickerProps {
  id: string;
  onApply: (preset: Preset) => void;
  className?: string;
}

/** docs/product.md §4 step 1: the saved presets by name; choosing one applies it, the bin deletes it. */
export function PresetPicker({ id, onApply, className }: PresetPickerProps) {
  const presets = usePresets();
  const [selectedId, setSelectedId] = useState('');
  const list = presets.data ?? [];
  // A deleted preset must not stay shown as chosen.
  const selected = list.find((preset) => String(preset.id) === selectedId);

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>Settings Preset</Label>
      <div className="flex gap-2">
        <Select
          value={selected ? selectedId : ''}
          disabled={presets.isPending}
          onValueChange={(value) => {
            const preset = list.find((p) => String(p.id) === value);
            if (!preset) return;
            setSelectedId(value);
            onApply(preset);
          }}
        >
          <SelectTrigger id={id} className="min-w-0 flex-1">
            <SelectValue placeholder={presets.isPending ? 'Loading presets...' : 'Apply a saved preset'} />
          </SelectTrigger>
          <SelectContent>
            {list.length === 0 ? (
              <SelectItem value={NO_PRESETS} disabled>
                No presets yet
              </SelectItem>
            ) : (
              list.map((preset) => (
                <SelectItem key={preset.id} value={String(preset.id)}>
                  {preset.name}
                </SelectItem>
              ))
            )}
          </SelectContent>
        </Select>
        {selected ? <DeletePresetButton preset={selected} pickerId={id} /> : null}
      </div>
      {presets.isError ? (
        <p role="alert" className="text-danger-text text-sm">
          Presets could not be loaded: {presets.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Deletes the chosen preset after a confirmation; the list refreshes once the dialog has closed. */
function DeletePresetButton({ preset, pickerId }: { preset: Preset; pickerId: string }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeletePreset();
  const deleted = useRef(false);

  const confirmDelete = async () => {
    try {
      await deletion.mutateAsync(preset.id);
      deleted.current = true;
      toast({ title: 'Preset deleted', description: `"${preset.name}" was removed from your presets.` });
    } catch {
      toastError(presetMessages.deleteFailed);
    }
    setOpen(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`Delete preset ${preset.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // This button is about to go with the deleted preset: continue from the picker.
          if (!deleted.current) return;
          event.preventDefault();
          document.getElementById(pickerId)?.focus();
        }}
      >
        <AlertDialogConfirm
          title="Delete preset?"
          description={`"${preset.name}" will be removed from your presets. The settings in this form stay as they are.`}
          confirmLabel="Delete Preset"
          busyLabel="Deleting..."
          busy={deletion.isPending}
          onConfirm={confirmDelete}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
