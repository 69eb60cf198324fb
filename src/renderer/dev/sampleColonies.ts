// Colonies for the fixture board (?fixture=1&colonies=1): five moons mid-game, one closed, colonies of
// both sample players and a docked fleet, so the moons can be looked at and benchmarked without a host.
// Track and bonus wording is ours, written for this sample.
import type { ColoniesView } from '../../shared/tm/view';

const track = (unit: string, values: number[]) => values.map((n) => `${n} ${unit}`);

export const sampleColonies: ColoniesView = {
  tiles: [
    { name: 'Luna', open: true, marker: 3, track: track('M€', [1, 2, 4, 7, 10, 13, 17]), colonies: [0, 1], fleet: null,
      tradeText: 'Trade: 7 M€', colonyBonusText: 'Colony bonus: 2 M€', placementText: 'Build: +2 M€ production' },
    { name: 'Ganymede', open: true, marker: 2, track: track('plants', [0, 1, 2, 3, 4, 5, 6]), colonies: [1], fleet: 0,
      tradeText: 'Trade: 2 plants', colonyBonusText: 'Colony bonus: 1 plant', placementText: 'Build: +1 plant production' },
    { name: 'Io', open: true, marker: 1, track: track('heat', [2, 3, 4, 6, 8, 10, 13]), colonies: [], fleet: null,
      tradeText: 'Trade: 3 heat', colonyBonusText: 'Colony bonus: 2 heat', placementText: 'Build: +1 heat production' },
    { name: 'Triton', open: true, marker: 4, track: track('titanium', [0, 1, 1, 2, 3, 4, 5]), colonies: [0], fleet: 1,
      tradeText: 'Trade: 3 titanium', colonyBonusText: 'Colony bonus: 1 titanium', placementText: 'Build: 3 titanium' },
    { name: 'Titan', open: false, marker: 1, track: track('floaters', [0, 1, 1, 2, 3, 3, 4]), colonies: [], fleet: null,
      tradeText: 'Trade: 1 floaters', colonyBonusText: 'Colony bonus: 1 floater', placementText: 'Build: 3 floaters' },
  ],
  fleets: [
    { seat: 0, total: 1, free: 0 },
    { seat: 1, total: 1, free: 0 },
  ],
};
