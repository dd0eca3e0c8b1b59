import type { Ranks } from '@venuescout/contracts';

/** CORE, CCF and THCPL ranks as small labelled badges. */
export function RankBadges({ ranks }: { ranks: Ranks }) {
  const badges = [
    ranks.core ? `CORE ${ranks.core}` : null,
    ranks.ccf ? `CCF ${ranks.ccf}` : null,
    ranks.thcpl ? `THCPL ${ranks.thcpl}` : null,
  ].filter((badge): badge is string => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Ranks">
      {badges.map((badge) => (
        <li
          key={badge}
          className="rounded-md border border-indigo-200 bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}
