// The players' side of the LAN soak, in its own process (as on other computers): N bot-driven WebSocket
// clients join a host's game, play it to the end and print one JSON line with what happened.
//   tsx scripts/lanSoakPlayers.ts --url ws://127.0.0.1:PORT/ws --code CODE --clients 3 --seed 1
import { parseArgs } from 'node:util';
import { playRemoteGame, RemotePlayer } from '../src/host/lan/remotePlayer';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' }, code: { type: 'string' }, clients: { type: 'string' }, seed: { type: 'string' } } });
  const url = values.url ?? '';
  if (!/^ws:\/\/(127\.0\.0\.1|\[::1\]|localhost):\d+\/ws$/.test(url)) throw new Error('--url must be a loopback WebSocket address');
  const players: RemotePlayer[] = [];
  try {
    for (let seat = 0; seat < Number(values.clients); seat++) {
      const player = await RemotePlayer.connect(url);
      players.push(player);
      const joined = await player.join(values.code ?? '', seat);
      if (joined.type !== 'joined') throw new Error(`seat ${seat + 1} could not join: ${JSON.stringify(joined)}`);
    }
    const result = await playRemoteGame({ players, seed: Number(values.seed) || 1 });
    const times = [...result.roundTripsMs].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    console.log(
      JSON.stringify({
        finished: result.finished,
        moves: result.moves,
        errors: result.errors.length,
        p50RoundTripMs: round(percentile(times, 50)),
        p99RoundTripMs: round(percentile(times, 99)),
        ...(result.errors.length ? { firstError: result.errors[0] } : {}),
      }),
    );
  } finally {
    await Promise.all(players.map((p) => p.close()));
  }
}

main().catch((err: unknown) => {
  console.error('lan-soak players:', err instanceof Error ? err.message : err);
  process.exit(1);
});
