import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { FaqItem } from '../data/faq-categories';

/** One category's questions: opening one closes the other (docs/product.md §4 /faq: single-open). */
export function FaqAccordion({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y rounded-xl border bg-card">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium text-base hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="grid gap-3 px-5 pb-5 text-muted-foreground leading-relaxed">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
