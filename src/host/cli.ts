// Browser mode from the command line:
//   tsx src/host/cli.ts [--port N] [--saves DIR] [--host ADDRESS] [--lan-port N] [--lan-bind ADDRESS] [--announce-to ADDRESS]
// Environment: THARSIS_PORT, THARSIS_SAVES_DIR (flags win). Port 0 picks any free port.
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalHub } from './localHub';
import { resolveSavesDir } from './saveStore';
import { DEFAULT_LAN_PORT } from './lan/lanHost';
import { DEFAULT_HOST, DEFAULT_PORT, startServer } from './server';
import { defaultUserDataDir } from './userDataDir';

function parsePort(text: string | undefined, source: string): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`${source} must be a port number from 0 to 65535, not ${JSON.stringify(text)}`);
  }
  return port;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      saves: { type: 'string' },
      host: { type: 'string' },
      'lan-port': { type: 'string' },
      'lan-bind': { type: 'string' },
      'announce-to': { type: 'string' },
      'bot-delay': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: tsx src/host/cli.ts [--port N] [--saves DIR] [--host ADDRESS]\n' +
      `  --port   port to listen on (default ${DEFAULT_PORT}, 0 = any free port; env THARSIS_PORT)\n` +
      '  --saves  folder for save files (env THARSIS_SAVES_DIR)\n' +
      `  --host   address to bind (default ${DEFAULT_HOST}; only loopback is private)\n` +
      `  --lan-port     port for a game opened to the LAN from the app (default ${DEFAULT_LAN_PORT}, 0 = any)\n` +
      '  --lan-bind     interface for LAN games (default all; nothing listens until a game is opened)\n' +
      '  --announce-to  where discovery beacons go (default the broadcast address)\n' +
      '  --bot-delay    pause before each bot move in ms (default 40; 0 = all at once; windows pace showing them)');
    return;
  }
  const port = parsePort(values.port, '--port') ?? parsePort(process.env.THARSIS_PORT, 'THARSIS_PORT') ?? DEFAULT_PORT;
  const savesDir = resolveSavesDir(values.saves, path.join(defaultUserDataDir(), 'saves'));
  const lan = {
    port: parsePort(values['lan-port'], '--lan-port'),
    bindAddress: values['lan-bind'],
    announceTo: values['announce-to'] ? [values['announce-to']] : undefined,
  };
  const botDelay = values['bot-delay'] === undefined ? undefined : Number(values['bot-delay']);
  if (botDelay !== undefined && (!Number.isInteger(botDelay) || botDelay < 0 || botDelay > 60_000)) throw new UsageError('--bot-delay is a number of milliseconds from 0 to 60000');
  const { hub, campaignFiles } = createLocalHub({ savesDir, lan, botDelayMs: botDelay });
  const server = await startServer({ hub, port, host: values.host ?? DEFAULT_HOST, campaignFiles });

  console.log(`Tharsis is running at ${server.url}`);
  console.log('(Open it as printed: the #key part, new at each start, tells the host its own page from any other.)')
  console.log(`Saves folder: ${savesDir}`);
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Tharsis…`);
    // Every move is already saved; closing only ends connections.
    hub.close();
    const forced = setTimeout(() => process.exit(0), 3000);
    forced.unref();
    server.close().then(() => process.exit(0), () => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`tharsis: ${(err as Error).message}`);
    process.exit(2);
  }
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`tharsis: that port is already in use; try --port 0 for any free port`);
    process.exit(1);
  }
  console.error('tharsis: could not start:', err);
  process.exit(1);
});
