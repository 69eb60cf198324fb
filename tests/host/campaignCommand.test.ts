// `npm run campaign`: importing only imports; more games are played only when --games asks for them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCampaignCommand } from '../../src/host/campaigns/campaignCommand';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

const savesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('campaign command', () => {
  it('--import FILE imports and plays nothing; --games N plays N more after importing', () => {
    const file = join(tempDir(), 'exported.json');
    const first = JSON.parse(runCampaignCommand(['--name', 'Command', '--game', 'tiny', '--bots', 'basic,random', '--seed', '1', '--saves', tempDir(), '--export', file]));
    expect(first).toMatchObject({ name: 'Command', games: 1, finished: 1 }); // a named campaign plays one game unless told

    const onlyImported = tempDir();
    const imported = JSON.parse(runCampaignCommand(['--import', file, '--saves', onlyImported]));
    expect(imported).toEqual(first);
    expect(savesIn(onlyImported)).toHaveLength(1);

    const playedOn = tempDir();
    const continued = JSON.parse(runCampaignCommand(['--import', file, '--games', '1', '--saves', playedOn]));
    expect(continued).toMatchObject({ name: 'Command', games: 2, finished: 2 });
    expect(savesIn(playedOn)).toHaveLength(2);
  });
});
