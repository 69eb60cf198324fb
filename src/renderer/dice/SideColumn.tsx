// One of the Dice Game's two side columns over the table. A column taller than the window scrolls, and says so
// at its foot (a thin scroll bar is easy to miss, and some systems hide it until the pointer moves).
import type { CSSProperties, ReactNode } from 'react';
import { useMoreBelow } from '../common/useMoreBelow';
import { small } from './styles';
import { useSay } from '../i18n/useSay';

export function SideColumn({ side, style, children }: { side: 'left' | 'right'; style: CSSProperties; children: ReactNode }) {
  const [ref, more] = useMoreBelow();
  const say = useSay();
  return (
    <div ref={ref} data-covers={side} data-testid={`dice-column-${side}`} style={style}>
      {children}
      {more && (
        <div
          data-testid={`dice-more-${side}`}
          style={{ ...small, opacity: 1, position: 'sticky', bottom: 0, textAlign: 'center', color: '#ffcf9e', background: 'rgba(24, 14, 10, 0.92)', borderRadius: 6, padding: '2px 0' }}
        >
          {say('dice.panel.moreBelow')}
        </div>
      )}
    </div>
  );
}
