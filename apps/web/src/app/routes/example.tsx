import { useParams } from 'react-router';
import { Page } from '@/components/page';
import { sampleLetters } from '@/features/marketing/data/sample-letters';
import {
  ExampleNotFound,
  ExamplePage,
  exampleNotFoundTexts,
} from '@/features/marketing/examples/components/example-page';
import { exampleIndexFrom } from '@/features/marketing/examples/lib/example-id';

export function ExampleRoute() {
  const index = exampleIndexFrom(useParams().id);
  if (index === null) {
    return (
      <Page title={exampleNotFoundTexts.title}>
        <ExampleNotFound />
      </Page>
    );
  }
  return (
    <Page title={`${sampleLetters[index]!.title} Cover Letter Example`}>
      <ExamplePage index={index} />
    </Page>
  );
}
