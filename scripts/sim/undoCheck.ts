// Undo fuzz: plays games through the host's Session (seat 0 a person driven by a bot policy, the other
// seats bots), takes back moves at random allowed points and plays them again. Each undo must land on
// exactly the state hash recorded before the undone move, and playing the same move again (the bots then
// decide again, from the same seeds) must land on the hash from before the undo.
//   npm run sim -- --undo-check --game tm|tiny|dice --players N --games N --seed S --bot LEVEL
//   (tm also takes --solo, --draft, --colonies, --cornucopia; solo games also take moves back past reveals,
//    as solo practice does)
import { ENGINES } from '../../src/host/systems';
import { botRandom } from '../../src/host/bots/types';
import { Session } from '../../src/host/session';
import type { SystemId } from '../../src/shared/systems';
import { PLAYER_COLORS } from '../../src/shared/tm/basics';
import { batchCounts, summarize } from './summary';

interface Args {
  game: SystemId;
  players: number;
  games: number;
  seed: string;
  bot: string;
  /** Chance to try an undo after each move of seat 0. */
  rate: number;
  maxMoves: number;
  tm: { solo: boolean; draft: boolean; colonies: boolean; cornucopia: boolean };
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const has = (name: string) => argv.includes(`--${name}`);
  const game = (get('game') ?? 'tm') as SystemId;
  if (!ENGINES[game]) throw new Error(`unknown game "${game}"`);
  const solo = has('solo');
  return {
    game,
    players: solo ? 1 : Number(get('players') ?? 2),
    games: Number(get('games') ?? 10),
    seed: get('seed') ?? '1',
    bot: get('bot') ?? 'basic',
    rate: Number(get('undo-rate') ?? 0.3),
    maxMoves: Number(get('max-moves') ?? 5000),
    tm: { solo, draft: has('draft'), colonies: has('colonies'), cornucopia: has('cornucopia') },
  };
}

function setupFor(args: Args, seed: string): unknown {
  const players = Array.from({ length: args.players }, (_, i) => ({ name: `P${i + 1}`, color: PLAYER_COLORS[i], kind: i === 0 ? ('human' as const) : ('bot' as const), level: args.bot }));
  if (args.game === 'tm') {
    return { seed, options: { corporateEra: true, draft: args.tm.draft, solo: args.tm.solo, colonies: args.tm.colonies, cornucopia: args.tm.cornucopia }, players: players.map((p) => ({ ...p, beginner: false })) };
  }
  return { seed, players };
}

interface UndoTally {
  checks: number;
  mismatches: number;
}

function playGame(args: Args, index: number, tally: UndoTally) {
  const engine = ENGINES[args.game]!;
  const seed = `${args.seed}-${index}`;
  const created = Session.create(setupFor(args, seed), { engine, store: null, botDelayMs: 0 }, `undo-check-${seed}`);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  const random = botRandom(index * 7919 + 31);
  const policy = engine.bots[args.bot] ?? Object.values(engine.bots)[0];
  /** The state hash at each move count seen while seat 0 was to decide. */
  const hashAt = new Map<number, string>();
  const practice = args.players === 1;
  let error: string | undefined;
  try {
    while (session.status === 'playing' && session.moves.length < args.maxMoves) {
      if (!session.waitingFor().includes(0)) throw new Error(`stuck: nobody plays seats ${session.waitingFor().join(', ')}`);
      hashAt.set(session.moves.length, session.stateHash());
      const move = policy(session.state, 0, random);
      const played = session.submit(0, move);
      if (!played.ok) throw new Error(`illegal move ${JSON.stringify(move)}: ${played.error}`);
      if (session.status !== 'playing' || random.next() >= args.rate) continue;
      const check = session.undoStatus([0], practice);
      if (!check.ok) continue;
      const expected = hashAt.get(check.from);
      const after = session.stateHash();
      const again = session.moves[check.from];
      if (!session.undo([0], practice).ok) throw new Error('an allowed undo was refused');
      tally.checks++;
      if (session.stateHash() !== expected) tally.mismatches++;
      if (!session.submit(0, again.move).ok) throw new Error('the undone move could not be played again');
      if (session.stateHash() !== after) tally.mismatches++;
    }
  } catch (e) {
    error = `${seed}: ${(e as Error).message}`;
  }
  const summary = engine.summary(session.state);
  const stats = (session.state as { stats?: Record<string, number> }).stats ?? {};
  session.close();
  return { finished: summary.finished, capped: !summary.finished && !error, ...(error ? { error } : {}), moves: session.moves.length, rounds: summary.generation, stats };
}

export function runUndoCheck(argv: string[]): void {
  const args = parseArgs(argv);
  const tally: UndoTally = { checks: 0, mismatches: 0 };
  let finished = 0;
  // One thread: the tally of undo checks is shared across games.
  const started = performance.now();
  const outcomes = Array.from({ length: args.games }, (_, g) => {
    const r = playGame(args, g, tally);
    if (r.finished) finished++;
    return r;
  });
  const b = summarize(outcomes, args.players, performance.now() - started);
  const out = {
    game: args.game,
    games: args.games,
    players: args.players,
    bot: args.bot,
    ...batchCounts(b, 'avgRounds'),
    finished,
    undoChecks: tally.checks,
    undoMismatches: tally.mismatches,
    firstErrors: b.firstErrors,
  };
  console.log(JSON.stringify(out));
  process.exitCode = b.errors || tally.mismatches ? 1 : 0;
}
