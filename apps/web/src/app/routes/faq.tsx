import { Page } from '@/components/page';

export function FaqRoute() {
  return (
    <Page title="FAQ" className="grid gap-3">
      <h1 className="font-bold text-3xl tracking-tight">Frequently Asked Questions</h1>
      <p className="text-muted-foreground">Answers about accounts, plans, billing and privacy.</p>
    </Page>
  );
}
