import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RevealSection } from '@/features/marketing/components/reveal-section';
import { SectionHeading } from '@/features/marketing/components/section-heading';
import { paths } from '@/lib/paths';
import { aiFeatures, coreFeatures, type FeatureItem, landingTemplates } from '../data/landing-content';
import { FeatureTabs } from './feature-tabs';
import { TemplatePreviewDialog } from './template-preview-dialog';

function FeatureGrid({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="grid content-start gap-2 rounded-xl border bg-card p-6 shadow-sm">
          <h3 className="font-semibold text-lg">{item.title}</h3>
          <p className="text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function TemplateGrid() {
  return (
    <div className="grid gap-8">
      <ul className="grid gap-4 md:grid-cols-3">
        {landingTemplates.map((template) => (
          <li key={template.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
            <img
              src={template.image}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] h-auto w-full border-b bg-muted object-cover"
            />
            <div className="flex flex-1 flex-col gap-3 p-6">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold text-lg">{template.name}</h3>
                <Badge variant="outline">{template.availability}</Badge>
              </div>
              <p className="flex-1 text-muted-foreground">{template.description}</p>
              <TemplatePreviewDialog template={template} />
            </div>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to={paths.auth}>Create with Any Template</Link>
        </Button>
      </div>
    </div>
  );
}

/** Section 3, the target of 'See how it works'. */
export function FeaturesSection() {
  return (
    <RevealSection id="features" aria-labelledby="features-title" className="bg-muted/40 py-16 md:py-24">
      <div className="mx-auto w-full max-w-6xl px-4">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a tailored application needs"
        >
          From the posting to a finished, editable letter, with the tools to do it again for the next job.
        </SectionHeading>
        <FeatureTabs
          label="Feature categories"
          className="mt-10"
          tabs={[
            { value: 'core', label: 'Core Features', content: <FeatureGrid items={coreFeatures} /> },
            { value: 'ai', label: 'AI Technology', content: <FeatureGrid items={aiFeatures} /> },
            { value: 'templates', label: 'Templates', content: <TemplateGrid /> },
          ]}
        />
      </div>
    </RevealSection>
  );
}
