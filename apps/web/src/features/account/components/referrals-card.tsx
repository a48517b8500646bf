import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The referral programme (code, invites, stats) arrives in a later release; nothing here pretends otherwise. */
export function ReferralsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Referrals</CardTitle>
        <CardDescription>The referral programme is coming soon.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        <p>
          Soon you will be able to invite friends with your own referral code. When a friend you invite
          generates their first cover letter, you both get 15 bonus cover letters.
        </p>
      </CardContent>
    </Card>
  );
}
