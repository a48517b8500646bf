import {
  effectivePlan,
  generateRequestSchema,
  JOB_DESCRIPTION_MAX_LENGTH,
  type Preset,
  RESUME_MAX_LENGTH,
  type Recipient,
  recipientLabels,
  recipients,
  SECTION_MAX_LENGTH,
} from '@jobpeel/contract';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { JobDetailsTools } from '@/features/jobs/components/job-details-tools';
import { SettingsPresets } from '@/features/presets/components/settings-presets';
import { ResumeToolbar } from '@/features/resumes/components/resume-toolbar';
import { useUser } from '@/lib/auth';
import { type FieldErrors, zodFieldErrors } from '@/lib/form';
import { useTemplates } from '../api/templates';
import { useGenerateLetter } from '../hooks/use-generate-letter';
import { useLowMatchCheck } from '../hooks/use-low-match-check';
import {
  clearSavedDraft,
  defaultDraft,
  type GeneratorDraft,
  readSavedDraft,
  toGenerateRequest,
  withCompanyName,
  withPreset,
  withRecipient,
} from '../lib/draft';
import { GenerateProgress } from './generate-progress';
import { LengthSelect } from './length-select';
import { LowMatchWarning } from './low-match-warning';
import { StreamingLetter } from './streaming-letter';
import { TemplatePicker } from './template-picker';
import { TextAreaField } from './text-area-field';

function recipientSummary(draft: GeneratorDraft): string {
  if (draft.recipient === 'none') return 'The letter opens without naming a recipient.';
  return `The letter will be addressed to: ${draft.customRecipient || 'Hiring Team'}`;
}

/** The three-step cover letter form (spec §2 'Cover letter form'). */
/** The four resume highlight boxes of step 3 (spec §2), in order. */
const HIGHLIGHT_FIELDS = [
  {
    key: 'skillsHighlights',
    label: 'Skills Highlights',
    placeholder: 'The skills most relevant to this job',
  },
  {
    key: 'educationHighlights',
    label: 'Education Highlights',
    placeholder: 'Degrees, certifications, courses',
  },
  {
    key: 'keyAchievements',
    label: 'Key Achievements',
    placeholder: 'Results you are proud of, with numbers where you have them',
  },
  { key: 'experience', label: 'Relevant Experience', placeholder: 'Roles and projects that match this job' },
] as const;

export function GeneratorForm({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  const user = useUser().data;
  const plan = effectivePlan(user?.subscriptionStatus);
  const templates = useTemplates();
  // A draft kept for the trip to /auth (decisions.md Generation) is restored once.
  const [draft, setDraft] = useState<GeneratorDraft>(() => readSavedDraft() ?? defaultDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { generate, cancel, progress, isGenerating, streamedText, repairing } = useGenerateLetter();
  const lowMatch = useLowMatchCheck(draft.jobDescription, draft.resumeText);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);

  useEffect(() => {
    clearSavedDraft();
  }, []);

  useEffect(() => {
    // After Cancel the panel (and the focused Cancel button) is gone: go back to the submit button.
    if (!isGenerating && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitButton.current?.focus();
    }
  }, [isGenerating]);

  /** Fields that just changed (typed, imported, applied) lose their old error. */
  const clearErrors = (keys: readonly string[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });

  const set = <K extends keyof GeneratorDraft>(key: K, value: GeneratorDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clearErrors([key]);
  };

  /** spec §3 Settings preset; what the plan locks keeps its current value (spec §6). */
  const applyPreset = (preset: Preset) => {
    const { draft: next, notes } = withPreset(draft, preset, plan, templates.data);
    setDraft(next);
    clearErrors(['templateId', 'customRecipient']);
    if (notes.length > 0) {
      toast({ title: `Preset "${preset.name}" partly applied`, description: notes.join(' ') });
    }
  };

  /** Validates, checks the match (the low-match warning may hold generation back), generates. */
  async function submit() {
    if (isGenerating || lowMatch.isChecking) return;
    const parsed = generateRequestSchema.safeParse(toGenerateRequest(draft));
    if (!parsed.success) {
      lowMatch.dismiss();
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (!(await lowMatch.check(draft))) return;
    const outcome = await generate(draft);
    if (!outcome.ok) setErrors(outcome.fieldErrors);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  /** 'Generate anyway': remembered for this job description and resume, then the usual submit. */
  function generateAnyway() {
    lowMatch.acknowledge(draft);
    // The warning (and its focused button) goes away: keep focus in the form.
    submitButton.current?.focus();
    void submit();
  }

  /** 'Edit my details': the warning closes and the job description is next to look at. */
  function editDetails() {
    lowMatch.dismiss();
    document.getElementById(fieldId('job-description'))?.focus();
  }

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Cover letter form">
      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>1. Settings</CardTitle>
          <CardDescription>Pick the template, length and who the letter is addressed to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <TemplatePicker
            id={fieldId('template')}
            value={draft.templateId}
            onChange={(value) => set('templateId', value)}
            plan={plan}
            error={errors.templateId}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <LengthSelect
              id={fieldId('length')}
              value={draft.length}
              onChange={(value) => set('length', value)}
              plan={plan}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor={fieldId('recipient')}>Recipient</Label>
              <Select
                value={draft.recipient}
                onValueChange={(value) => {
                  const recipient = recipients.find((r) => r === value);
                  if (recipient) setDraft((current) => withRecipient(current, recipient as Recipient));
                }}
              >
                <SelectTrigger id={fieldId('recipient')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {recipients.map((recipient) => (
                    <SelectItem key={recipient} value={recipient}>
                      {recipientLabels[recipient]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Company Name"
              name="companyName"
              id={fieldId('company')}
              value={draft.companyName}
              onChange={(event) => setDraft((current) => withCompanyName(current, event.target.value))}
              placeholder="e.g. Acme Corp"
              maxLength={200}
              autoComplete="organization"
            />
            {draft.recipient === 'custom' ? (
              <TextField
                label="Custom Recipient"
                name="customRecipient"
                id={fieldId('custom-recipient')}
                value={draft.customRecipient}
                onChange={(event) => set('customRecipient', event.target.value)}
                placeholder="e.g. Ms. Jane Smith"
                maxLength={200}
                error={errors.customRecipient}
              />
            ) : (
              <p className="self-end text-muted-foreground text-sm" aria-live="polite">
                {recipientSummary(draft)}
              </p>
            )}
          </div>
          {user ? (
            <SettingsPresets
              id={fieldId('preset')}
              settings={{
                templateId: draft.templateId,
                length: draft.length,
                recipient: draft.recipient,
                customRecipient: draft.recipient === 'custom' ? draft.customRecipient : null,
              }}
              onApply={applyPreset}
            />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>2. Job Details</CardTitle>
          <CardDescription>
            Paste the full job posting: title, responsibilities and requirements.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <JobDetailsTools
            id={fieldId('job-tools')}
            jobDescription={draft.jobDescription}
            onExtracted={(job) => {
              // The company name is filled in only when its box is empty (the recipient rule follows).
              setDraft((current) => {
                const next = { ...current, jobDescription: job.processedContent };
                return job.company && current.companyName.trim() === ''
                  ? withCompanyName(next, job.company)
                  : next;
              });
              clearErrors(['jobDescription']);
            }}
            onCleaned={(cleaned) => set('jobDescription', cleaned)}
          />
          <TextAreaField
            id={fieldId('job-description')}
            label="Job Description"
            value={draft.jobDescription}
            onValueChange={(value) => set('jobDescription', value)}
            placeholder="Paste the job description here..."
            className="min-h-[200px]"
            showCount
            maxChars={JOB_DESCRIPTION_MAX_LENGTH}
            error={errors.jobDescription}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as={headingLevel}>3. Your Resume</CardTitle>
          <CardDescription>
            The letter only claims what your resume and the job description support.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ResumeToolbar
            id={fieldId('resume-tools')}
            userId={user?.id ?? null}
            fields={draft}
            onChange={(patch) => {
              setDraft((current) => ({ ...current, ...patch }));
              clearErrors(Object.keys(patch));
            }}
          />
          <TextAreaField
            id={fieldId('resume')}
            label="Resume Content"
            value={draft.resumeText}
            onValueChange={(value) => set('resumeText', value)}
            placeholder="Paste your resume here..."
            className="min-h-[200px]"
            showCount
            maxChars={RESUME_MAX_LENGTH}
            error={errors.resumeText}
          />
          <TextAreaField
            id={fieldId('contact')}
            label="Contact Information"
            value={draft.contactInfo}
            onValueChange={(value) => set('contactInfo', value)}
            placeholder="Name, email, phone, LinkedIn..."
            rows={3}
            maxLength={SECTION_MAX_LENGTH}
            error={errors.contactInfo}
          />
          <div className="grid gap-5 md:grid-cols-2">
            {HIGHLIGHT_FIELDS.map((field) => (
              <TextAreaField
                key={field.key}
                id={fieldId(field.key)}
                label={field.label}
                value={draft[field.key]}
                onValueChange={(value) => set(field.key, value)}
                placeholder={field.placeholder}
                rows={4}
                maxLength={SECTION_MAX_LENGTH}
                error={errors[field.key]}
              />
            ))}
          </div>
        </CardContent>
      </Card>

      {streamedText !== null && (
        <StreamingLetter
          text={streamedText}
          repairing={repairing}
          onCancel={() => {
            refocusSubmit.current = true;
            cancel();
          }}
          headingLevel={headingLevel}
        />
      )}
      {lowMatch.warning !== null && (
        <LowMatchWarning
          warning={lowMatch.warning}
          onGenerateAnyway={generateAnyway}
          onEdit={editDetails}
          disabled={isGenerating}
        />
      )}
      <Button
        ref={submitButton}
        type="submit"
        size="lg"
        className="h-12 w-full text-base"
        disabled={isGenerating}
        aria-busy={lowMatch.isChecking || undefined}
      >
        {isGenerating || lowMatch.isChecking ? (
          <Spinner label={null} className="size-5 text-current" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        Generate Cover Letter
      </Button>
      <GenerateProgress value={progress} />
    </form>
  );
}
