// Colonies games put into a save by real moves through the host's session, so that between them every one of
// the eleven colony tiles is in play and open (Titan, Enceladus and Miranda open only once a card in play can
// hold their resource): the moon strips of all eleven can then be measured on screen.
import type { Move } from '../../../src/shared/tm/prompt';
import type { Seat } from '../../../src/shared/tm/basics';
import { SaveStore } from '../../../src/host/saveStore';
import { Session } from '../../../src/host/session';
import { tmEngine } from '../../../src/host/systems/tm';

const NO_PAY = { megacredits: 0, steel: 0, titanium: 0, heat: 0 };
const COLOURS = ['red', 'green', 'blue', 'yellow', 'black'] as const;
const STARTS_WITH_A_COLONY_STEP = ['R02', 'R20'];
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];

interface MoonGame {
  seed: string;
  players: number;
  /** The tiles the seed draws, in order (checked when the save is made). */
  tiles: string[];
  /** Corporations some seats take (the others take their first): Arklight holds animals, Stormcraft floaters. */
  corporations: Partial<Record<Seat, string>>;
  /** A card a seat keeps and plays in the first generation (Tardigrades holds microbes: Enceladus opens). */
  play?: { seat: Seat; card: string; cost: number };
}

/** Two players, five moons in one row: Titan (open by Stormcraft), Triton, Europa, Luna, Ceres. */
export const TWO_PLAYER_MOONS: MoonGame = {
  seed: 'moons-2-380', players: 2, tiles: ['Titan', 'Triton', 'Europa', 'Luna', 'Ceres'], corporations: { 0: 'R29' },
};

/** Five players, seven moons (every other strip lower): Callisto, Ganymede, Titan, Io, Miranda, Enceladus, Pluto, all open. */
export const FIVE_PLAYER_MOONS: MoonGame = {
  seed: 'moons-5-38', players: 5, tiles: ['Callisto', 'Ganymede', 'Titan', 'Io', 'Miranda', 'Enceladus', 'Pluto'],
  corporations: { 0: 'R04', 1: 'R29' }, play: { seat: 4, card: '049', cost: 4 },
};

export function saveMoonGame(savesDir: string, game: MoonGame): void {
  const setup = {
    seed: game.seed,
    options: { corporateEra: true, draft: false, solo: false, colonies: true },
    players: Array.from({ length: game.players }, (_, s) => ({ name: NAMES[s], color: COLOURS[s], kind: 'human' })),
  };
  const created = Session.create(setup as never, { engine: tmEngine as never, store: new SaveStore(savesDir) }, `tm-${game.seed}`);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? JSON.stringify(result.error) : 'refused'}`);
  };
  type Seen = { prompt?: { kind: string; cards?: string[]; corporations?: { id: string }[] }; colonies?: { tiles: { name: string; open: boolean }[] } };
  const viewOf = (seat: Seat) => session.viewFor(seat) as Seen;
  const tiles = viewOf(0).colonies?.tiles.map((t) => t.name);
  if (JSON.stringify(tiles) !== JSON.stringify(game.tiles)) throw new Error(`seed ${game.seed} drew ${tiles}`);
  for (let seat = 0; seat < game.players; seat++) {
    const prompt = viewOf(seat).prompt;
    if (prompt?.kind !== 'opening') throw new Error(`seat ${seat} has no opening prompt`);
    // Poseidon builds a colony and Aridor brings in a tile as they start: neither is taken unless asked for.
    const corporation = game.corporations[seat] ?? prompt.corporations!.map((c) => c.id).find((id) => !STARTS_WITH_A_COLONY_STEP.includes(id))!;
    const keep = game.play?.seat === seat ? [game.play.card] : [];
    submit(seat, { type: 'opening', corporation, cards: keep } as Move);
  }
  const play = game.play;
  if (play) {
    // Everyone else passes until the player with the card has played it.
    for (let turn = 0; turn < 3 * game.players; turn++) {
      const acting = Array.from({ length: game.players }, (_, s) => s).find((s) => viewOf(s).prompt?.kind === 'action');
      if (acting === undefined) throw new Error(`nobody is asked to act: ${Array.from({ length: game.players }, (_, s) => viewOf(s).prompt?.kind)}`);
      if (acting === play.seat) {
        submit(acting, { type: 'playCard', card: play.card, payment: { ...NO_PAY, megacredits: play.cost } } as Move);
        break;
      }
      submit(acting, { type: 'pass' });
    }
  }
  const closed = viewOf(0).colonies!.tiles.filter((t) => !t.open).map((t) => t.name);
  if (closed.length) throw new Error(`moons still closed: ${closed}`);
  session.close();
}
