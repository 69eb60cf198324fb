// The TINYforming Mars screen: the 3D map with HTML overlays. It gets the seat's view and reports moves;
// it holds no game rules, only which city the player is about to move.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HexId } from '../../shared/tiny/basics';
import type { TinyMove } from '../../shared/tiny/moves';
import type { TinyView } from '../../shared/tiny/view';
import { LogPanel, PlayerBoards, TopBar } from './Panels';
import { Scores } from './Scores';
import { PromptPanel } from './PromptPanel';
import { boardTargets, cityOrigins } from './promptChoices';
import { useSay } from '../i18n/useSay';
import './tiny.css';

const TinyBoard = lazy(() => import('./TinyBoard'));

export default function TinyScreen({ view, seat, onMove }: { view: TinyView; seat: number; onMove: (move: TinyMove) => void }) {
  const say = useSay();
  const prompt = view.prompt && view.prompt.seat === seat ? view.prompt : null;
  const origins = prompt ? cityOrigins(prompt) : [];
  const [cityChoice, setCityChoice] = useState<HexId | null>(null);
  // After the game the score window can be put aside to look at the board, and brought back.
  const [scoresHidden, setScoresHidden] = useState(false);
  // A new city prompt starts with the first possible origin chosen (a new city when there is one).
  const originKey = origins.map((o) => o.from).join(',');
  useEffect(() => {
    setCityChoice(origins[0]?.from ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [originKey]);
  const targets = useMemo(() => boardTargets(prompt, cityChoice), [prompt, cityChoice]);
  const targetSet = useMemo(() => new Set(targets.keys()), [targets]);
  // One function for the whole game (the hexes are memoised on it); it reads the current targets.
  const latest = useRef({ targets, onMove });
  latest.current = { targets, onMove };
  const pick = useCallback((hex: HexId) => {
    const move = latest.current.targets.get(hex);
    if (move) latest.current.onMove(move);
  }, []);
  return (
    <div className="tiny-screen" data-testid="tiny-screen" data-phase={view.phase} data-generation={view.generation}>
      <Suspense fallback={<div className="tiny-canvas loading">{say('tiny.screen.loadingMap')}</div>}>
        <TinyBoard view={view} targets={targetSet} onPick={pick} />
      </Suspense>
      <div className="tiny-overlay">
        <TopBar view={view} scoresHidden={scoresHidden} onShowScores={() => setScoresHidden(false)} />
        <PlayerBoards view={view} />
        <div className="tiny-right" data-covers="right">
          <PromptPanel view={view} seat={seat} cityChoice={cityChoice} onCityChoice={setCityChoice} onMove={onMove} />
          <LogPanel view={view} />
        </div>
      </div>
      {!scoresHidden && <Scores view={view} onClose={() => setScoresHidden(true)} />}
    </div>
  );
}
