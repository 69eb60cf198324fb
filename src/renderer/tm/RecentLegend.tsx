// Says what the rings on the board mean, while there are any.
import { useUi } from '../ui';
import { useSay } from '../i18n/useSay';

export function RecentLegend() {
  const rings = useUi((s) => s.recentRings);
  const say = useSay();
  if (rings === 0) return null;
  return (
    <div
      className="recent-legend"
      data-testid="recent-legend"
      title={say('tmScreen.recent.hint')}
    >
      <span className="recent-ring-swatch" aria-hidden="true" />
      {say('tmScreen.recent.legend')}
    </div>
  );
}
