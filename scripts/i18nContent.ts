// One-time extraction (issue 29): the English names and texts that lived in the engine's card data,
// written into the renderer's catalogue catalogues/en/tmCards.json. Kept in history only: after it ran,
// the engine lost its `text` fields and the catalogue became the one source of a card's words.
//   npx tsx scripts/i18nContent.ts
import { writeFileSync } from 'node:fs';
import { ALL_CARDS } from '../src/engine/tm/cards/catalogue';
import { MODULES } from '../src/engine/tm/cornucopia/moduleData';
import { AWARDS, MILESTONES } from '../src/engine/tm/milestonesAwards';
import { COLONY_TILES } from '../src/engine/tm/colonies/tiles';
import { describeReward } from '../src/engine/tm/colonies/rewards';
import {
  awardNameKey, awardTextKey, cardNameKey, cardTextKey, colonyNameKey, colonyTextKey, milestoneNameKey, milestoneTextKey,
} from '../src/shared/tm/contentKeys';

const out: Record<string, string> = {};
for (const c of ALL_CARDS) {
  out[cardNameKey(c.id)] = c.name;
  out[cardTextKey(c.id)] = c.text;
}
for (const m of MODULES) {
  out[cardNameKey(m.id)] = m.name;
  out[cardTextKey(m.id)] = m.base.text;
  out[cardTextKey(`${m.id}+`)] = m.connected.text;
}
for (const t of COLONY_TILES) {
  out[colonyNameKey(t.name)] = t.name;
  const track = t.track.map(describeReward);
  out[colonyTextKey(t.name)] =
    `Trade: ${track[0]} up to ${track[track.length - 1]}, by the marker. Colony bonus: ${describeReward(t.colonyBonus)}. Build: ${describeReward(t.placementBonus)}.`;
}
for (const m of MILESTONES) {
  out[milestoneNameKey(m.name)] = m.name;
  out[milestoneTextKey(m.name)] = m.description;
}
for (const a of AWARDS) {
  out[awardNameKey(a.name)] = a.name;
  out[awardTextKey(a.name)] = a.description;
}
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('src/renderer/i18n/catalogues/en/tmCards.json', `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} keys`);
