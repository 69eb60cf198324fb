// The size of a Terraforming Mars seat's view at generation 12 of a bot game (what the host sends after every
// move), with the whole log and the log's share of it. Prints JSON lines {name, value, unit}.
import { applyMove, createGame, viewFor, waitingFor } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import { benchSetup, report } from './measure';

const GENERATION = 12;

function measure(players: number): void {
  const setup = benchSetup('view-size');
  const colors = ['red', 'blue', 'green', 'yellow'] as const;
  setup.players = colors.slice(0, players).map((color, i) => ({ ...setup.players[0], name: `P${i + 1}`, color }));
  let state = createGame(setup);
  const random = botRandom(7);
  while (!state.finished && state.generation < GENERATION) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.basic(state, seat, random));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.state;
  }
  const view = viewFor(state, 0);
  const bytes = Buffer.byteLength(JSON.stringify(view));
  const logBytes = Buffer.byteLength(JSON.stringify(view.log));
  const name = (what: string) => `tm-view-${players}p-${what}`;
  report(name('generation'), state.generation, 'generation');
  report(name('bytes'), bytes, 'bytes');
  report(name('log-lines'), view.log.length, 'lines');
  report(name('log-bytes'), logBytes, 'bytes');
  report(name('bytes-without-log'), bytes - logBytes, 'bytes');
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) JSON.stringify(viewFor(state, 0));
  report(name('make-and-serialize'), (performance.now() - t0) / 50, 'ms');
}

export function runViewSizeBench(): void {
  measure(2);
  measure(4);
}

if (import.meta.url === `file://${process.argv[1]}`) runViewSizeBench();
