import { DEFAULT_DESCRIPTION, PRODUCT_NAME, pageTitle, publicPageMeta } from '@jobpeel/contract';
import { useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router';

interface PageTitleProps {
  /** The page's own name, shown as '<title> | JobPeel'. */
  title?: string;
  /** The page's description for search results and link previews. */
  description?: string;
}

/**
 * The path the server rendered the head for (with a blog post's excerpt, for instance): its
 * description stays unless the page supplies one.
 */
const servedPathname = typeof window === 'undefined' ? null : window.location.pathname;

/**
 * Keeps the document title and the description meta tag in step with navigation: the props when
 * given, else the public page's metadata (the same the server puts in the served head), else the
 * defaults.
 */
export function PageTitle(props: PageTitleProps) {
  return useInRouterContext() ? (
    <RoutedPageTitle {...props} />
  ) : (
    <DocumentMeta {...props} pathname={window.location.pathname} />
  );
}

function RoutedPageTitle(props: PageTitleProps) {
  const { pathname } = useLocation();
  return <DocumentMeta {...props} pathname={pathname} />;
}

function DocumentMeta({ title, description, pathname }: PageTitleProps & { pathname: string }) {
  const known = publicPageMeta(pathname);
  const fullTitle = title ? pageTitle(title) : (known?.title ?? PRODUCT_NAME);
  const fullDescription =
    description ?? known?.description ?? (pathname === servedPathname ? null : DEFAULT_DESCRIPTION);
  useEffect(() => {
    document.title = fullTitle;
    if (fullDescription === null) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = fullDescription;
  }, [fullTitle, fullDescription]);
  return null;
}
