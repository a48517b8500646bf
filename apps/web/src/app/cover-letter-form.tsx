import { lazy, Suspense } from 'react';
import {
  GeneratorForm,
  type GeneratorTools,
  type PresetsToolProps,
} from '@/features/generator/components/generator-form';
import { JobDetailsTools } from '@/features/jobs/components/job-details-tools';
import { ResumeToolbar } from '@/features/resumes/components/resume-toolbar';

// Signed-in users alone have presets: their picker, dialog and checks load for them, so a
// visitor's /create does not evaluate them while it hydrates (docs/decisions/0028).
const SettingsPresets = lazy(() =>
  import('@/features/presets/components/settings-presets').then((module) => ({
    default: module.SettingsPresets,
  })),
);

function Presets(props: PresetsToolProps) {
  return (
    <Suspense fallback={null}>
      <SettingsPresets {...props} />
    </Suspense>
  );
}

/** The generator's slots, filled by the features that own those tools. */
const tools: GeneratorTools = {
  Presets,
  JobTools: JobDetailsTools,
  ResumeTools: ResumeToolbar,
};

/**
 * The cover letter form as the pages show it: the generator with the presets row, the job tools
 * and the resume tools. Features never import each other; they meet here.
 */
export function CoverLetterForm({ headingLevel }: { headingLevel?: 'h2' | 'h3' }) {
  return <GeneratorForm headingLevel={headingLevel} tools={tools} />;
}
