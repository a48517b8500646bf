import { PRODUCT_NAME } from '@jobpeel/contract';
import { Citrus } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteInfo } from '@/features/marketing/faq/api/site';
import { supportMailto } from '@/features/marketing/faq/components/contact-support';
import { paths } from '@/lib/paths';

const linkClass = 'rounded-sm text-muted-foreground hover:text-foreground hover:underline';

/**
 * Section 11. There are no separate legal pages: Privacy and Terms open the FAQ's Privacy and
 * Billing answers, and Contact mails the operator's support address (the FAQ's Support answers
 * until that address has loaded).
 */
export function LandingFooter() {
  const site = useSiteInfo();
  const contactHref = site.data ? supportMailto(site.data.supportEmail) : `${paths.faq}#support`;
  return (
    <footer className="border-t">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="grid content-start gap-2">
          <p className="flex items-center gap-2 font-bold text-lg">
            <Citrus aria-hidden="true" className="size-6 text-brand" />
            {PRODUCT_NAME}
          </p>
          <p className="max-w-sm text-muted-foreground text-sm">
            Tailored cover letters from a job description and your resume.
          </p>
        </div>
        <nav aria-label="Product" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">Product</h2>
          <a href="#features" className={linkClass}>
            Features
          </a>
          <a href="#pricing" className={linkClass}>
            Pricing
          </a>
          <Link to={paths.faq} className={linkClass}>
            FAQ
          </Link>
          <Link to={paths.blog} className={linkClass}>
            Blog
          </Link>
        </nav>
        <nav aria-label="Legal and contact" className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">Company</h2>
          <Link to={`${paths.faq}#privacy`} className={linkClass}>
            Privacy
          </Link>
          <Link to={`${paths.faq}#billing`} className={linkClass}>
            Terms
          </Link>
          <a href={contactHref} className={linkClass}>
            Contact
          </a>
        </nav>
      </div>
      <p className="border-t py-6 text-center text-muted-foreground text-sm">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
