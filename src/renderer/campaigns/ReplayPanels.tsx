// The game screens' own player boards and hand, drawn for one replayed position. Terraforming Mars
// panels read the position through BoardViewContext (provided by the replay screen, as for its 3D
// board); the Dice Game's and TINYforming Mars' panels take their view as a prop.
import type { GameView } from '../../shared/protocol';
import { Hand as DiceHand, PlayerBoards as DicePlayerBoards } from '../dice/PlayerBoards';
import { PlayerBoards as TinyPlayerBoards } from '../tiny/Panels';
import { Hand as TmHand, PlayerBoards as TmPlayerBoards } from '../tm/Panels';
import '../tiny/tiny.css';

/** Every player's board at the position. */
export function ReplayPlayerBoards({ view }: { view: GameView }) {
  return (
    <div className="replay-players" data-testid="replay-players">
      {view.system === 'tm' && <TmPlayerBoards />}
      {view.system === 'dice' && <DicePlayerBoards view={view} />}
      {/* Beside the map, not over it: the map is framed in its own box. */}
      {view.system === 'tiny' && <TinyPlayerBoards view={view} framesBoard={false} />}
    </div>
  );
}

/** The watched seat's hand (TINYforming Mars has none: its projects lie on the table, on the boards). */
export function ReplayHand({ view }: { view: GameView }) {
  return (
    <div className="replay-hand" data-testid="replay-hand">
      {view.system === 'tm' && <TmHand />}
      {view.system === 'dice' && <DiceHand me={view.players.find((p) => p.seat === view.viewer)} />}
    </div>
  );
}
