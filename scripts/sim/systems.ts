// The simulators by game system: each turns the command line into a batch of games and reports it.
import { diceGames, reportDiceSim } from './dice';
import type { BatchSummary, GameOutcome, SimGames } from './summary';
import { reportTinySim, tinyGames } from './tiny';
import { reportTmSim, tmGames } from './tm';

export type SimSystem = 'tm' | 'tiny' | 'dice';

export const SIMULATORS: Record<SimSystem, { games(argv: string[]): SimGames; report(argv: string[], b: BatchSummary, outcomes: GameOutcome[]): void }> = {
  tm: { games: tmGames, report: reportTmSim },
  tiny: { games: tinyGames, report: reportTinySim },
  dice: { games: diceGames, report: reportDiceSim },
};
