import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { CoverLetterView } from '@/features/cover-letters/components/cover-letter-view';

export function PreviewRoute() {
  const { id = '' } = useParams();
  return (
    <Page title="Your Cover Letter">
      <CoverLetterView key={id} id={id} />
    </Page>
  );
}
