import type { Preset } from '@jobpeel/contract';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PresetPicker } from './preset-picker';
import { type PresetSettings, SavePresetDialog } from './save-preset-dialog';

interface SettingsPresetsProps {
  id: string;
  /** The form's current settings, kept by Save Preset. */
  settings: PresetSettings;
  onApply: (preset: Preset) => void;
}

/** The presets row of step 1; render it for signed-in users only (docs/product.md §2). */
export function SettingsPresets({ id, settings, onApply }: SettingsPresetsProps) {
  const [saveOpen, setSaveOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <PresetPicker id={id} onApply={onApply} className="min-w-56 flex-1" />
      <Button variant="outline" onClick={() => setSaveOpen(true)}>
        <Save aria-hidden="true" />
        Save Preset
      </Button>
      <SavePresetDialog open={saveOpen} onOpenChange={setSaveOpen} settings={settings} />
    </div>
  );
}
