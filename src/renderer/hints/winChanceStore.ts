// The end screen's chart of chances, as the host reports it: asked once per finished game, worked out in
// the background at the host, kept here while the game stays on screen.
import { create } from 'zustand';
import type { WinChanceChart } from '../../shared/winChances';

export interface WinChanceEntry {
  gameId: string;
  status: 'working' | 'ready' | 'failed';
  chart: WinChanceChart | null;
}

export const useWinChanceStore = create<{ entry: WinChanceEntry | null }>(() => ({ entry: null }));

export function winChancesAsked(gameId: string): void {
  useWinChanceStore.setState({ entry: { gameId, status: 'working', chart: null } });
}

export function winChancesArrived(gameId: string, chart: WinChanceChart): void {
  if (useWinChanceStore.getState().entry?.gameId === gameId) useWinChanceStore.setState({ entry: { gameId, status: 'ready', chart } });
}

export function winChancesFailed(): void {
  const entry = useWinChanceStore.getState().entry;
  if (entry?.status === 'working') useWinChanceStore.setState({ entry: { ...entry, status: 'failed' } });
}
