// The real Terraforming Mars engine, bound to the host's engine interface.
import { applyMove, createGame, stateHash, viewFor, waitingFor } from '../engine/tm';
import type { TmEngine } from './engine';

export const defaultEngine: TmEngine = { createGame, applyMove, viewFor, waitingFor, stateHash };
