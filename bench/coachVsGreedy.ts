// Does the coach make a player stronger? Greedy that plays the coach's suggestion at every action
// prompt (greedy elsewhere) against plain greedy: 2 players, base + Corporate Era, fixed seeds, the
// coach in either seat. One JSON line per game, then the win counts per seat order.
//   npx tsx bench/coachVsGreedy.ts [--games N] [--seat 0|1] [--worlds W] [--seed S] [--first-game N] [--every-prompt]
// --worlds: the sampled worlds behind each suggestion (below 8 the suggestion is the coach's plan's
// pick: its first answer, which the games cannot overrule yet). --every-prompt: the coach answers every
// question of its seat (tile spaces, purchases, targets), not only the action prompts.
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import { coachMove } from '../src/host/hints/coachMove';
import { tmCoach } from '../src/host/hints/tmCoach';
import type { Move } from '../src/shared/tm/prompt';
import { benchSetup } from './measure';

const argv = process.argv.slice(2);
const get = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const games = Number(get('games', '10'));
const firstGame = Number(get('first-game', '0'));
const worlds = Number(get('worlds', '0'));
const seed = get('seed', 'coach');
const seats = argv.includes('--seat') ? [Number(get('seat', '0'))] : [0, 1];
const everyPrompt = argv.includes('--every-prompt');

async function play(game: number, coachSeat: number): Promise<{ coachWon: number; scores: number[]; generation: number; coachMs: number[] }> {
  let state: TmState = createGame(benchSetup(`${seed}-${game}`));
  const random = botRandom(1000 + game);
  const coachMs: number[] = [];
  for (let guard = 0; guard < 5000 && !state.finished; guard++) {
    const seat = waitingFor(state)[0];
    let move: Move;
    if (seat === coachSeat && (everyPrompt || state.pending[seat]?.prompt.kind === 'action')) {
      const t = performance.now();
      move = (await coachMove(tmCoach, state, seat, guard + 1, worlds)) as Move;
      coachMs.push(performance.now() - t);
    } else move = BOTS.greedy(state, seat, random);
    const r = applyMove(state, seat, move);
    if (!r.ok) throw new Error(`game ${game}: ${r.error}`);
    state = r.state;
  }
  const scores = state.scores ?? [];
  const best = Math.min(...scores.map((s) => s.rank));
  const firsts = scores.filter((s) => s.rank === best);
  const coachWon = firsts.some((s) => s.seat === coachSeat) ? 1 / firsts.length : 0;
  return { coachWon, scores: [0, 1].map((s) => scores.find((l) => l.seat === s)?.total ?? 0), generation: state.generation, coachMs };
}

for (const coachSeat of seats) {
  let won = 0;
  const times: number[] = [];
  for (let g = firstGame; g < firstGame + games; g++) {
    const r = await play(g, coachSeat);
    won += r.coachWon;
    times.push(...r.coachMs);
    console.log(JSON.stringify({ name: 'coach-vs-greedy-game', game: g, coachSeat, worlds, everyPrompt, coachWon: r.coachWon, scores: r.scores, generation: r.generation }));
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ name: `coach-vs-greedy-seat${coachSeat}`, value: won, of: games, worlds, everyPrompt, seed, unit: 'wins', decisionP50Ms: Math.round(times[Math.floor(times.length / 2)] ?? 0) }));
}
