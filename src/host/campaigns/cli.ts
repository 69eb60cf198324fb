// A campaign played by bots from the command line:
//   npm run campaign -- --name NAME --game tm --players 3 --bots greedy,greedy,random --games 3 --seed 1 --saves DIR
// Prints one JSON line: {name, games, finished, standings: [{seat, name, played, wins, avgScore, rating}]}.
// --import FILE brings in an exported campaign (--replace or --keep-both if it is already here) and plays
// nothing unless --games N asks for more games; --export FILE writes the campaign with all its games at
// the end. A campaign of that name in the folder is continued; otherwise it is created with the given
// seats (and plays --games games, 1 if not given). The command itself is campaignCommand.ts.
import { runCampaignCommand, UsageError } from './campaignCommand';

try {
  console.log(runCampaignCommand(process.argv.slice(2)));
} catch (err) {
  const usage = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`campaign: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(usage ? 2 : 1);
}
