import { useLocation, useNavigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type FaqCategoryId, faqCategories, faqCategoryIds } from '../data/faq-categories';
import { ContactSupport } from './contact-support';
import { FaqAccordion } from './faq-accordion';

function isCategoryId(value: string): value is FaqCategoryId {
  return (faqCategoryIds as readonly string[]).includes(value);
}

/** /faq#privacy or /faq?category=privacy opens that tab (the landing footer links to Privacy). */
export function categoryFromLocation({ hash, search }: { hash: string; search: string }): FaqCategoryId {
  const candidates = [hash.replace(/^#/, ''), new URLSearchParams(search).get('category') ?? ''];
  for (const candidate of candidates) {
    const id = candidate.toLowerCase();
    if (isCategoryId(id)) return id;
  }
  return 'general';
}

export function FaqPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const active = categoryFromLocation(location);

  // The open tab lives in the address, so it can be linked to and survives a reload.
  function selectCategory(value: string) {
    if (!isCategoryId(value)) return;
    navigate({ search: '', hash: value }, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10">
      <header className="grid gap-2 text-center">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">Frequently Asked Questions</h1>
        <p className="text-lg text-muted-foreground">
          Answers about accounts, plans, billing, support and your privacy.
        </p>
      </header>
      <Tabs value={active} onValueChange={selectCategory} className="grid gap-2">
        <TabsList
          aria-label="Question categories"
          className="mx-auto h-auto w-full flex-wrap justify-center sm:w-fit"
        >
          {faqCategories.map((category) => (
            <TabsTrigger key={category.id} value={category.id} className="h-9 flex-none px-4">
              {category.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {faqCategories.map((category) => (
          <TabsContent key={category.id} value={category.id} className="grid gap-4">
            <h2 className="sr-only">{category.label} questions</h2>
            <FaqAccordion items={category.items} idPrefix={category.id} />
          </TabsContent>
        ))}
      </Tabs>
      <ContactSupport />
    </div>
  );
}
