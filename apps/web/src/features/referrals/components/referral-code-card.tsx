import {
  REFERRAL_BONUS_LETTERS,
  REFERRER_WEEKLY_BONUS_CAP,
  type ReferralListResponse,
  referralMessages,
  refreshTooEarlyMessage,
} from '@jobpeel/contract';
import { Check, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useRefreshReferralCode } from '../api/referrals';
import { copyText, referralLink, serverMessageOr } from '../lib/referral-link';

/** docs/product.md §3: copy buttons show their feedback for 2 seconds. */
export const COPIED_FEEDBACK_MS = 2000;

/** A 'Copied' flag that turns itself off after COPIED_FEEDBACK_MS. */
function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = () => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };
  return [copied, flash] as const;
}

function CopyButton({
  text,
  label,
  successTitle,
}: {
  text: string;
  /** The accessible name, e.g. 'Copy referral code'. */
  label: string;
  successTitle: string;
}) {
  const [copied, flash] = useCopiedFlag();
  const copy = async () => {
    try {
      await copyText(text);
      flash();
      toast({ title: successTitle });
    } catch {
      toastError(referralMessages.copyFailed);
    }
  };
  return (
    <Button variant="outline" aria-label={copied ? 'Copied' : label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** The code with Copy and Refresh, the shareable link, and how the reward works (docs/product.md §4, §7). */
export function ReferralCodeCard({ data }: { data: ReferralListResponse }) {
  const refresh = useRefreshReferralCode();
  const linkId = useId();
  const link = referralLink(data.referralCode);
  const refreshAvailable = new Date(data.nextRefreshAvailable);
  const canRefreshNow = !(Date.now() < refreshAvailable.getTime());

  const onRefresh = () => {
    if (refresh.isPending) return;
    // docs/product.md §7: only once nextRefreshAvailable has passed; earlier, say when without calling.
    if (Date.now() < refreshAvailable.getTime()) {
      toast({
        variant: 'destructive',
        title: referralMessages.refreshTooEarlyTitle,
        description: refreshTooEarlyMessage(data.nextRefreshAvailable),
      });
      return;
    }
    refresh.mutate(undefined, {
      onSuccess: (code) =>
        toast({ title: referralMessages.refreshed, description: `Your new code is ${code.referralCode}.` }),
      onError: (error) => {
        const tooEarly = isApiError(error) && error.code === 'REFRESH_TOO_EARLY';
        toastError(
          serverMessageOr(error, referralMessages.refreshFailed),
          tooEarly ? referralMessages.refreshTooEarlyTitle : 'Error',
        );
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your referral code</CardTitle>
        <CardDescription>
          When a friend signs up with your code or link and writes their first cover letter, you both get{' '}
          {REFERRAL_BONUS_LETTERS} bonus cover letters. You can earn up to {REFERRER_WEEKLY_BONUS_CAP} bonus
          letters a week this way.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <output
            aria-label="Referral code"
            className="rounded-md border bg-muted px-4 py-2 font-bold font-mono text-xl tracking-widest"
          >
            {data.referralCode}
          </output>
          <CopyButton
            text={data.referralCode}
            label="Copy referral code"
            successTitle={referralMessages.copied}
          />
          <Button
            variant="outline"
            aria-label="Refresh referral code"
            disabled={refresh.isPending}
            onClick={onRefresh}
          >
            <RefreshCw aria-hidden="true" className={refresh.isPending ? 'animate-spin' : undefined} />
            {refresh.isPending ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">
          {canRefreshNow
            ? 'You can get a new code now; the old one stops working.'
            : refreshTooEarlyMessage(data.nextRefreshAvailable)}
        </p>
        <div className="grid gap-2">
          <Label htmlFor={linkId}>Shareable link</Label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton text={link} label="Copy shareable link" successTitle="Link Copied" />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
