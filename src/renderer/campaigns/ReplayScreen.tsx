// The replay of a saved game: a timeline by generation and by move, play/pause at a chosen speed, the
// game's 3D board, the player boards, the watched seat's hand and the log. Each position is the engine's view for the
// watched seat, computed by the host, so a replay shows no more than that seat saw.
import { useSay } from '../i18n/useSay';
import { replayUnit } from './replayUnit';
import { GameLog } from '../common/GameLog';
import { useEffect, useMemo, useState } from 'react';
import type { GameView } from '../../shared/protocol';
import { Shell } from '../screens/Menus';
import { actions, useApp } from '../store';
import { campaignActions, useCampaigns } from './campaignState';
import { BoardViewContext } from '../tm/board/boardView';
import { ReplayBoard } from './ReplayBoard';
import { ReplayHand, ReplayPlayerBoards } from './ReplayPanels';
import { Log as TmLog } from '../tm/Panels';
import { isMessage } from '../../shared/message';
import './campaigns.css';

/** Replay speeds in moves a second (the label says the count), and the pause between moves. */
const SPEEDS = [
  { perSecond: 1, ms: 1000 },
  { perSecond: 4, ms: 250 },
  { perSecond: 12, ms: 80 },
];

export function ReplayScreen() {
  const replay = useCampaigns((s) => s.replay);
  const gameId = useCampaigns((s) => s.gameId);
  const stats = useCampaigns((s) => s.stats);
  const inGame = useApp((s) => s.gameView !== null);
  const say = useSay();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(SPEEDS[1]!.ms);
  const step = replay?.step ?? 0;
  const length = replay?.length ?? 0;
  const seat = replay?.seat ?? null;
  // The position as the panels and the board draw it: without its prompt, so nothing glows and no click sends a move.
  const shown = replay?.view;
  const still = useMemo(() => (shown ? ({ ...shown, prompt: null } as GameView) : null), [shown]);
  const go = (target: number) => gameId && campaignActions.step(gameId, Math.max(0, Math.min(length, target)), seat);

  useEffect(() => {
    if (!playing || !gameId || !replay) return;
    if (step >= length) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => campaignActions.step(gameId, step + 1, seat), speed);
    return () => clearTimeout(timer);
  }, [playing, step, length, speed, gameId, seat, replay]);

  if (!replay || !gameId) {
    return (
      <Shell title={say('common.frame.replay')}>
        <div className="hint">{say('campaign.replay.loading')}</div>
      </Shell>
    );
  }
  const marks = replay.generations;
  const current = [...marks].reverse().find((m) => m.step <= step) ?? marks[0];
  const previousGeneration = [...marks].reverse().find((m) => m.step < step)?.step ?? 0;
  const nextGeneration = marks.find((m) => m.step > step)?.step ?? length;
  const view = still!;
  const unit = replayUnit(view.system);
  return (
    <Shell title={say('common.frame.replay')}>
      <div className="report-card" data-testid="replay">
        <div className="replay-bar">
          <button type="button" className="small" data-testid="replay-start" onClick={() => go(0)}>
            {say('campaign.replay.start')}
          </button>
          <button type="button" className="small" data-testid="replay-prev-generation" onClick={() => go(previousGeneration)}>
            {say('campaign.replay.prevUnit', { unit })}
          </button>
          <button type="button" className="small" data-testid="replay-back" onClick={() => go(step - 1)}>
            {say('campaign.replay.prevMove')}
          </button>
          <button type="button" className="small primary" data-testid="replay-play" onClick={() => setPlaying(!playing)}>
            {say(playing ? 'campaign.replay.pause' : 'campaign.replay.play')}
          </button>
          <button type="button" className="small" data-testid="replay-forward" onClick={() => go(step + 1)}>
            {say('campaign.replay.nextMove')}
          </button>
          <button type="button" className="small" data-testid="replay-next-generation" onClick={() => go(nextGeneration)}>
            {say('campaign.replay.nextUnit', { unit })}
          </button>
          <button type="button" className="small" data-testid="replay-end" onClick={() => go(length)}>
            {say('campaign.replay.end')}
          </button>
          <select aria-label={say('campaign.replay.speedLabel')} data-testid="replay-speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s.ms} value={s.ms}>
                {say('campaign.replay.speed', { count: s.perSecond })}
              </option>
            ))}
          </select>
          <select aria-label={say('campaign.replay.watchSeat')} data-testid="replay-seat" value={seat ?? ''} onChange={(e) => campaignActions.step(gameId, step, e.target.value === '' ? null : Number(e.target.value))}>
            <option value="">{say('campaign.replay.everyone')}</option>
            {replay.watchable.map((i) => (
              <option key={i} value={i}>
                {view.players[i]?.name ?? say('common.saves.seat', { number: i + 1 })}
              </option>
            ))}
          </select>
        </div>
        <div className="replay-bar">
          <input type="range" min={0} max={length} value={step} aria-label={say('campaign.replay.moveLabel')} data-testid="replay-slider" onChange={(e) => go(Number(e.target.value))} />
          <span data-testid="replay-position">
            {say('campaign.replay.position', { unit, number: current?.generation ?? 1, step, length })}
          </span>
        </div>
        <BoardViewContext.Provider value={still?.system === 'tm' ? still : null}>
          <div className="replay-stage">
            <ReplayBoard view={view} />
            <div className="replay-side">
              <ReplayPlayerBoards view={view} />
              <PositionNotes view={view} />
            </div>
          </div>
          <ReplayHand view={view} />
        </BoardViewContext.Provider>
      </div>
      <div className="row-buttons">
        {inGame && (
          <button type="button" className="primary" data-testid="replay-back-to-game" onClick={() => actions.goto('game')}>
            {say('campaign.report.backToGame')}
          </button>
        )}
        <button type="button" data-testid="replay-report" onClick={() => (gameId && stats?.gameId !== gameId ? campaignActions.report(gameId) : actions.goto('report'))}>
          {say('campaign.replay.report')}
        </button>
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('campaign.report.home')}
        </button>
      </div>
    </Shell>
  );
}

/** The global parameters and the latest log lines of one position. */
function PositionNotes({ view }: { view: GameView }) {
  const say = useSay();
  // A TM position shows the game screen's own log below; these lines are the other games' (an old save's may be text).
  const log = view.system === 'tm' ? [] : view.log.map((entry) => (typeof entry === 'string' ? entry : say(entry)));
  return (
    <>
      {view.system === 'tm' && (
        <div className="save-meta" data-testid="replay-parameters">
          {say('campaign.replay.parameters', { oxygen: view.parameters.oxygen, temperature: view.parameters.temperature, oceans: view.parameters.oceans })}
        </div>
      )}
      {view.system === 'tm' ? (
        // The game screen's own log (card names with their previews), at the replayed position.
        <div className="replay-log tm" data-testid="replay-log">
          <TmLog view={view} />
        </div>
      ) : (
        // The whole log up to the replayed position, following its newest line like the game screens' logs.
        <GameLog testId="replay-log" className="replay-log" tailKey={`${log.length}|${log[log.length - 1]}`}>
          {log.map((line, i) => (
            <div key={i} data-testid="replay-log-line">
              {line}
            </div>
          ))}
        </GameLog>
      )}
    </>
  );
}
