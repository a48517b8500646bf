import { ExtractionGuide } from '@/features/generator/components/extraction-guide';
import { GeneratorForm } from '@/features/generator/components/generator-form';

/** The guide and the three-step form of /create, loaded after the page's heading. */
export default function CreateForm() {
  return (
    <>
      <ExtractionGuide />
      <GeneratorForm />
    </>
  );
}
