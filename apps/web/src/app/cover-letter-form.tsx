import { GeneratorForm, type GeneratorTools } from '@/features/generator/components/generator-form';
import { JobDetailsTools } from '@/features/jobs/components/job-details-tools';
import { SettingsPresets } from '@/features/presets/components/settings-presets';
import { ResumeToolbar } from '@/features/resumes/components/resume-toolbar';

/** The generator's slots, filled by the features that own those tools. */
const tools: GeneratorTools = {
  Presets: SettingsPresets,
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
