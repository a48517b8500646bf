import { blogMessages } from '@jobpeel/contract';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * docs/product.md §4 /blog/{slug}: the device share sheet when there is one, otherwise copy the link and
 * say so. Failures are only logged (docs/product.md §9); closing the share sheet is not a failure.
 */
export async function shareLink(target: ShareTarget): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(target);
    } catch (error) {
      if (!isAbort(error)) console.warn('Sharing the article failed', error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(target.url);
    window.alert(blogMessages.linkCopied);
  } catch (error) {
    console.warn('Copying the article link failed', error);
  }
}

export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void shareLink({ title, text, url: window.location.href })}
    >
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
