import { ExtractionGuide } from '@/features/generator/components/extraction-guide';
import { CoverLetterForm } from '../cover-letter-form';

/** The guide and the three-step form of /create, loaded after the page's heading. */
export default function CreateForm() {
  return (
    <>
      <ExtractionGuide />
      <CoverLetterForm />
    </>
  );
}
