// Every Terraforming Mars bot level a seat can be given has a bot and a name a player reads, and the ids
// saves store still parse (old saves keep their bots).
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../../src/host/bots';
import { TM_BOT_LEVEL_NAMES, TM_BOT_LEVELS_BY_STRENGTH } from '../../../src/shared/botLevelNames';
import { seatSetupSchema, TM_BOT_LEVELS } from '../../../src/shared/protocol';

describe('bot levels', () => {
  it('every level has a bot, a name and a place in the strength order', () => {
    for (const level of TM_BOT_LEVELS) {
      expect(BOTS[level], level).toBeTypeOf('function');
      expect(TM_BOT_LEVEL_NAMES[level].label.length).toBeGreaterThan(0);
    }
    expect([...TM_BOT_LEVELS_BY_STRENGTH].sort()).toEqual([...TM_BOT_LEVELS].sort());
    expect(TM_BOT_LEVEL_NAMES.expert.label).toMatch(/^Expert/);
  });

  it('the level ids saved before the expert existed still load as themselves', () => {
    for (const level of ['random', 'basic', 'greedy', 'search']) {
      const seat = seatSetupSchema.parse({ name: 'Bot', color: 'red', kind: 'bot', level });
      expect(seat.level).toBe(level);
    }
    expect(seatSetupSchema.parse({ name: 'Bot', color: 'red', kind: 'bot', level: 'expert' }).level).toBe('expert');
  });
});
