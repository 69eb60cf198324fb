// Every game system the host can run, by id.
import type { SystemId } from '../../shared/systems';
import type { AnyGameEngine } from '../engine';
import { diceEngine } from './dice';
import { tinyEngine } from './tiny';
import { tmEngine } from './tm';

export const ENGINES: Readonly<Partial<Record<SystemId, AnyGameEngine>>> = {
  tm: tmEngine,
  tiny: tinyEngine,
  dice: diceEngine,
};
