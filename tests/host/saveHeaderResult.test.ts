// The save header carries what the Load screen's history shows without replaying a game: the rules in
// play and, once the game is over, every seat's score and place (or the solo outcome). Older saves
// without them still list.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignService } from '../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../src/host/campaigns/campaignsDir';
import { rulesOf } from '../../src/host/saveRules';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

describe('save header result and rules', () => {
  it('lists a finished game with its places and rules; an older header without them still lists', async () => {
    const dir = tempDir();
    const saves = new SaveStore(dir, { onSkipped: () => {} });
    const service = new CampaignService({ engines: ENGINES, saves, campaigns: new CampaignStore(campaignsDirOf(dir)), seed: () => 'header-1' });
    const created = service.create({ name: 'Header', system: 'tiny', seats: [{ name: 'Ada', kind: 'bot', level: 'basic' }, { name: 'Bo', kind: 'bot', level: 'random' }], rules: { intense: true } });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const next = service.continue(created.value.id, { botDelayMs: 0 });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    next.value.session.close();
    const campaignResult = service.refreshed(created.value.id);
    if (!campaignResult.ok) throw new Error(JSON.stringify(campaignResult.error));
    const game = campaignResult.value.games[0]!;

    const [listed] = (await saves.list()).saves;
    expect(listed?.rules).toEqual(['Intense']);
    // Game seats; the campaign's result maps them to campaign seats through the game's order.
    const bySeat = listed!.result!.places.map((p) => ({ seat: game.order[p.seat], score: p.score, rank: p.rank }));
    expect(bySeat.sort((a, b) => a.seat! - b.seat!)).toEqual(game.result!.places);
    expect(listed!.result!.soloWon).toBeNull();

    // A header from before results and rules were kept: same listing, without them.
    const file = join(dir, `${game.gameId}.json`);
    const [head, ...rest] = readFileSync(file, 'utf8').split('\n');
    const old = JSON.parse(head!.replace(/,$/, '}')) as { meta: Record<string, unknown> };
    delete old.meta.rules;
    delete old.meta.result;
    writeFileSync(file, [JSON.stringify(old).replace(/}$/, ','), ...rest].join('\n'));
    const [older] = (await saves.list()).saves;
    expect(older?.id).toBe(game.gameId);
    expect(older?.rules).toBeUndefined();
    expect(older?.result).toBeUndefined();
    expect(saves.load(game.gameId).ok).toBe(true);
  });

  it('names the expansions and variants of each system', () => {
    expect(rulesOf('tm', { options: { corporateEra: true, draft: true, colonies: true, cornucopia: true, cornucopiaDraft: true } })).toEqual(['Corporate Era', 'Colonies', 'Cornucopia (draft)', 'Draft']);
    expect(rulesOf('tm', { options: { corporateEra: false } })).toEqual([]);
    expect(rulesOf('tiny', { options: { map: 'hellas', intense: false } })).toEqual(['hellas map']);
    expect(rulesOf('dice', { options: { boardSide: 'B' } })).toEqual(['Board side B']);
    expect(rulesOf('dice', null)).toEqual([]);
  });
});
