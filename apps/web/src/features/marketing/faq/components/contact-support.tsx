import { PRODUCT_NAME } from '@jobpeel/contract';
import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSiteInfo } from '../api/site';

export function supportMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`${PRODUCT_NAME} support request`)}`;
}

/** 'Still have questions?': Contact Support mails the operator's SUPPORT_EMAIL (docs/product.md §4). */
export function ContactSupport() {
  const site = useSiteInfo();

  return (
    <section
      aria-labelledby="faq-contact-title"
      className="grid justify-items-center gap-3 rounded-xl border bg-muted/50 px-6 py-10 text-center"
    >
      <h2 id="faq-contact-title" className="font-semibold text-2xl">
        Still have questions?
      </h2>
      <p className="max-w-lg text-muted-foreground">
        Can't find the answer you're looking for? Our support team is happy to help.
      </p>
      {site.data ? (
        <Button asChild size="lg" className="mt-2">
          <a href={supportMailto(site.data.supportEmail)}>
            <Mail aria-hidden="true" />
            Contact Support
          </a>
        </Button>
      ) : (
        <Button size="lg" className="mt-2" disabled>
          <Mail aria-hidden="true" />
          Contact Support
        </Button>
      )}
      {site.isError ? (
        <p role="alert" className="text-danger-text text-sm">
          The support address could not be loaded. Please try again later.
        </p>
      ) : null}
    </section>
  );
}
