import type { ReferralListResponse } from '@jobpeel/contract';

const statItems = [
  { key: 'total', label: 'Total' },
  { key: 'pending', label: 'Pending' },
  { key: 'completed', label: 'Completed' },
] as const;

/** Invitations sent, still pending, and completed (the friend wrote a first letter). Always over all. */
export function ReferralStats({ stats }: { stats: ReferralListResponse['stats'] }) {
  return (
    <section aria-label="Referral stats">
      <dl className="grid grid-cols-3 gap-3">
        {statItems.map(({ key, label }) => (
          <div key={key} className="rounded-xl border bg-card p-4 text-center shadow-sm">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="font-bold text-2xl">{stats[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
