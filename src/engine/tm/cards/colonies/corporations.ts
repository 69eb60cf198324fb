// The five Colonies corporations, as data. Facts from corporations-colonies.jsonl; wording our own.
import { msg } from '../../../../shared/message';
import type { CardDef, Effect } from '../vocabulary';

const addHere: Effect = { do: 'addResource', amount: 1, to: 'here' };

export const COLONIES_CORPORATIONS: CardDef[] = [
  {
    id: 'R02', name: 'Poseidon', set: 'colonies', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 45, firstAction: [{ do: 'hook', name: 'buildColony' }] },
    colonyRules: { onAnyColonyBuilt: [{ do: 'production', resource: 'megacredits', amount: 1 }] },
  },
  {
    id: 'R04', name: 'Arklight', set: 'colonies', type: 'corporation', cost: null, tags: ['animal'], holds: 'animal',
    corporation: { startingMC: 45, startingProduction: { megacredits: 2 } },
    onPlay: [addHere], vp: { per: 'resource', every: 2 },
    triggers: [
      { when: { on: 'cardPlayed', tag: 'animal', who: 'self' }, effects: [addHere] },
      { when: { on: 'cardPlayed', tag: 'plant', who: 'self' }, effects: [addHere] },
    ],
  },
  {
    id: 'R11', name: 'Polyphemos', set: 'colonies', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 50, startingResources: { titanium: 5 }, startingProduction: { megacredits: 5 }, cardBuyCost: 5 },
  },
  {
    id: 'R20', name: 'Aridor', set: 'colonies', type: 'corporation', cost: null, tags: [],
    corporation: { startingMC: 40, firstAction: [{ do: 'hook', name: 'aridorAddTile' }] },
    triggers: [{ when: { on: 'cardPlayed', who: 'self' }, effects: [{ do: 'hook', name: 'aridorNewTags' }] }],
  },
  {
    id: 'R29', name: 'Stormcraft Incorporated', set: 'colonies', type: 'corporation', cost: null, tags: ['jovian'], holds: 'floater',
    corporation: { startingMC: 48 },
    colonyRules: { floaterHeatValue: 2 },
    actions: [{ effects: [{ do: 'addResource', amount: 1, to: 'anyCard', resource: 'floater' }], label: msg('tmPrompt.cardAction.floaterToOwnCard') }],
  },
];
