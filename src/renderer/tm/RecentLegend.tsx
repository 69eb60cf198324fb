// Says what the rings on the board mean, while there are any.
import { useUi } from '../ui';

export function RecentLegend() {
  const rings = useUi((s) => s.recentRings);
  if (rings === 0) return null;
  return (
    <div className="recent-legend" data-testid="recent-legend" title="A tile stays ringed from when it is placed until your turn after next begins">
      <span className="recent-ring-swatch" aria-hidden="true" />
      Ringed: placed since your last turn, in the owner's colour (white: no owner, e.g. oceans)
    </div>
  );
}
