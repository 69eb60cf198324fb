// Says what the rings on the board mean, while there are any.
import { useUi } from '../ui';

export function RecentLegend() {
  const rings = useUi((s) => s.recentRings);
  if (rings === 0) return null;
  return (
    <div
      className="recent-legend"
      data-testid="recent-legend"
      title="Tiles placed since your last turn ended carry a ring in their owner's colour (white: no owner, e.g. oceans). The older rings go when your next turn begins."
    >
      <span className="recent-ring-swatch" aria-hidden="true" />
      Ringed: placed since your last turn
    </div>
  );
}
