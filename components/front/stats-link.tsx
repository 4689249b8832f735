/** A line linking a game's statistics (/stats/<game>), for the rules page; the page words the link. */
import { Link } from "@/components/ui/link";

export function StatsLink({ gameKey, label }: { gameKey: string; label: string }) {
  return (
    <p className="text-sm">
      <Link className="underline" href={`/stats/${gameKey}`} data-testid="stats-link">
        {label}
      </Link>
    </p>
  );
}
