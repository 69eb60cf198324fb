// The Campaigns screen: create a campaign (seats, bot levels, rules), list them with their standings,
// continue, rename, archive and delete (with confirmation), export one to a file and import one.
import { useEffect, useRef, useState } from 'react';
import type { CampaignFileAnswer, ImportChoice } from '../../shared/campaignFile';
import type { CampaignSeat, CampaignSummary, Standing } from '../../shared/campaign';
import { TM_BOT_LEVELS_BY_STRENGTH } from '../../shared/botLevelNames';
import { TM_BOT_LEVEL_KEYS } from '../common/botLevelKeys';
import { sayMessageOrText } from '../i18n/say';
import type { TmBotLevel } from '../../shared/protocol';
import { SYSTEM_IDS, type SystemId } from '../../shared/systems';
import { Shell } from '../screens/Menus';
import { actions, useApp } from '../store';
import { exportCampaignFile, importCampaignFile, importNeedsFilePicker } from './campaignFiles';
import { campaignActions, useCampaigns } from './campaignState';
import { CampaignScoresChart } from './charts';
import './campaigns.css';
import { useSay } from '../i18n/useSay';
import { SYSTEM_NAME_KEYS } from './campaignWords';

const LEVELS: Record<SystemId, readonly string[]> = { tm: TM_BOT_LEVELS_BY_STRENGTH, tiny: ['random', 'basic'], dice: ['random', 'basic'] };
const MAX_SEATS: Record<SystemId, number> = { tm: 5, tiny: 2, dice: 4 };
const NAMES = ['Ada', 'Boris', 'Chen', 'Dara', 'Emil'];
/** The words of the bot levels of the small games (TM's are common's). */
const SMALL_LEVEL_KEYS: Record<string, string> = { random: 'common.botLevel.random', basic: 'common.smallSetup.basic' };

export function CampaignsScreen() {
  const campaigns = useCampaigns((s) => s.campaigns);
  const skipped = useCampaigns((s) => s.skipped);
  const status = useApp((s) => s.status);
  const [creating, setCreating] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const say = useSay();
  const [transfer, setTransfer] = useState<CampaignFileAnswer | null>(null);
  useEffect(() => {
    if (status === 'open') campaignActions.list();
  }, [status]);
  const transferred = (answer: CampaignFileAnswer) => {
    setTransfer(answer);
    if (answer.ok) campaignActions.list();
  };
  const shown = campaigns?.filter((c) => showArchived || !c.archived) ?? null;
  return (
    <Shell title={say('common.home.campaigns')}>
      {creating ? (
        <CreateCampaign onDone={() => setCreating(false)} />
      ) : (
        <div className="row-buttons">
          <button type="button" className="primary" data-testid="new-campaign" onClick={() => setCreating(true)}>
            {say('campaign.list.new')}
          </button>
          <ImportCampaign onAnswer={transferred} />
        </div>
      )}
      <TransferNote answer={transfer} onChoice={(choice) => void importCampaignFile(null, choice).then(transferred)} onDismiss={() => setTransfer(null)} />
      <div className="campaign-list" data-testid="campaign-list">
        {shown === null && <div className="hint">{say('campaign.list.loading')}</div>}
        {shown?.length === 0 && <div className="hint">{say('campaign.list.none')}</div>}
        {shown?.map((c) => <CampaignRow key={c.id} campaign={c} onExported={setTransfer} />)}
      </div>
      {skipped.length > 0 && (
        <div className="hint warn" data-testid="skipped-campaigns">
          {skipped.map((s) => (
            <div key={s.file}>
              {say('campaign.list.notLoaded', { file: s.file, error: s.error })}
            </div>
          ))}
        </div>
      )}
      <div className="row-buttons">
        <button type="button" data-testid="back" onClick={() => actions.goto('home')}>
          {say('common.nav.back')}
        </button>
        <label className="check">
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} /> {say('campaign.list.showArchived')}
        </label>
      </div>
    </Shell>
  );
}

function CreateCampaign({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const say = useSay();
  const [system, setSystem] = useState<SystemId>('tiny');
  const [seats, setSeats] = useState<CampaignSeat[]>([
    { name: NAMES[0]!, kind: 'human' },
    { name: NAMES[1]!, kind: 'bot', level: 'basic' },
  ]);
  const levels = LEVELS[system];
  const update = (i: number, patch: Partial<CampaignSeat>) => setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const changeSystem = (next: SystemId) => {
    setSystem(next);
    setSeats(seats.slice(0, MAX_SEATS[next]).map((s) => (s.kind === 'bot' ? { ...s, level: LEVELS[next].includes(s.level ?? '') ? s.level : LEVELS[next][1] } : s)));
  };
  const valid = name.trim() !== '' && seats.every((s) => s.name.trim() !== '');
  const create = () => {
    const rules = system === 'tm' ? { corporateEra: true, draft: false, solo: seats.length === 1 } : {};
    campaignActions.create({ name: name.trim(), system, seats: seats.map((s) => ({ ...s, name: s.name.trim() })), rules });
    onDone();
  };
  return (
    <div className="campaign-create" data-testid="campaign-create">
      <div className="seat-row">
        <input data-testid="campaign-name" placeholder={say('campaign.create.name')} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <select data-testid="campaign-system" value={system} onChange={(e) => changeSystem(e.target.value as SystemId)}>
          {SYSTEM_IDS.map((id) => (
            <option key={id} value={id}>
              {say(SYSTEM_NAME_KEYS[id])}
            </option>
          ))}
        </select>
      </div>
      {seats.map((seat, i) => (
        <div className="seat-row" key={i}>
          <input data-testid={`campaign-seat-name-${i}`} value={seat.name} maxLength={24} onChange={(e) => update(i, { name: e.target.value })} aria-label={say('campaign.create.seatName', { number: i + 1 })} />
          <select data-testid={`campaign-seat-kind-${i}`} value={seat.kind} aria-label={say('campaign.create.seatKind', { number: i + 1 })} onChange={(e) => update(i, e.target.value === 'bot' ? { kind: 'bot', level: levels[1] } : { kind: 'human', level: undefined })}>
            <option value="human">{say('campaign.create.person')}</option>
            <option value="bot">{say('common.setup.bot')}</option>
          </select>
          {seat.kind === 'bot' && (
            <select data-testid={`campaign-seat-level-${i}`} value={seat.level} aria-label={say('campaign.create.seatLevel', { number: i + 1 })} onChange={(e) => update(i, { level: e.target.value })}>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {say(system === 'tm' ? TM_BOT_LEVEL_KEYS[level as TmBotLevel].label : (SMALL_LEVEL_KEYS[level] ?? 'common.smallSetup.basic'))}
                </option>
              ))}
            </select>
          )}
          {seats.length > 1 && (
            <button type="button" className="small" aria-label={say('campaign.create.removeSeat', { number: i + 1 })} onClick={() => setSeats(seats.filter((_, j) => j !== i))}>
              ✕
            </button>
          )}
        </div>
      ))}
      <div className="row-buttons">
        {seats.length < MAX_SEATS[system] && (
          <button type="button" className="small" data-testid="campaign-add-seat" onClick={() => setSeats([...seats, { name: NAMES[seats.length] ?? say('common.setup.defaultName', { number: seats.length + 1 }), kind: 'human' }])}>
            {say('campaign.create.addSeat')}
          </button>
        )}
        <button type="button" className="primary" data-testid="campaign-create-confirm" disabled={!valid} onClick={create}>
          {say('campaign.create.create')}
        </button>
        <button type="button" onClick={onDone}>
          {say('campaign.action.cancel')}
        </button>
      </div>
    </div>
  );
}

/** Import: the page's file picker in browser mode, the native dialog in Electron. */
function ImportCampaign({ onAnswer }: { onAnswer: (answer: CampaignFileAnswer) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const say = useSay();
  const start = () => (importNeedsFilePicker() ? picker.current?.click() : void importCampaignFile(null).then(onAnswer));
  return (
    <>
      <button type="button" data-testid="import-campaign" onClick={start}>
        {say('campaign.transfer.import')}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-campaign-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importCampaignFile(file).then(onAnswer);
        }}
      />
    </>
  );
}

/** What the last export or import did; after a conflict, the choice between replacing and keeping both. */
function TransferNote({ answer, onChoice, onDismiss }: { answer: CampaignFileAnswer | null; onChoice: (choice: ImportChoice) => void; onDismiss: () => void }) {
  const say = useSay();
  if (!answer || ('cancelled' in answer && answer.cancelled)) return null;
  if (answer.ok) {
    return (
      <div className="hint" data-testid="transfer-done">
        {say('campaign.transfer.done', { name: answer.name })}{' '}
        <button type="button" className="small" onClick={onDismiss}>
          {say('campaign.action.ok')}
        </button>
      </div>
    );
  }
  return (
    <div className="hint warn" data-testid="transfer-error">
      {sayMessageOrText(say, answer.error)}
      <div className="row-buttons">
        {'conflict' in answer && answer.conflict && (
          <>
            <button type="button" className="small danger" data-testid="import-replace" onClick={() => onChoice('replace')}>
              {say('campaign.transfer.replace')}
            </button>
            <button type="button" className="small" data-testid="import-keep-both" onClick={() => onChoice('keepBoth')}>
              {say('campaign.transfer.keepBoth')}
            </button>
          </>
        )}
        <button type="button" className="small" onClick={onDismiss}>
          {say('conflict' in answer && answer.conflict ? 'campaign.action.cancel' : 'campaign.action.ok')}
        </button>
      </div>
    </div>
  );
}

function CampaignRow({ campaign, onExported }: { campaign: CampaignSummary; onExported: (answer: CampaignFileAnswer) => void }) {
  const busy = useApp((s) => s.busy);
  const [confirming, setConfirming] = useState(false);
  const say = useSay();
  const [renaming, setRenaming] = useState<string | null>(null);
  const lastFinished = [...campaign.history].reverse().find((g) => g.result !== null);
  return (
    <div className="campaign-row" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <div className="campaign-head">
        {renaming === null ? (
          <span className="save-players" data-testid="campaign-title">
            {campaign.name}
          </span>
        ) : (
          <input data-testid="campaign-rename-input" value={renaming} maxLength={60} onChange={(e) => setRenaming(e.target.value)} />
        )}
        <span className="badge">{say(SYSTEM_NAME_KEYS[campaign.system])}</span>
        {campaign.archived && <span className="badge">{say('campaign.row.archived')}</span>}
        <span className="save-meta" data-testid="campaign-progress">
          {say(campaign.current ? 'campaign.row.progressPlaying' : 'campaign.row.progress', { count: campaign.finished })}
        </span>
      </div>
      <StandingsTable standings={campaign.standings} />
      {campaign.finished > 1 && <CampaignScoresChart campaign={campaign} />}
      <div className="row-buttons">
        {confirming ? (
          <>
            <span className="warn">{say('campaign.row.confirmDelete')}</span>
            <button type="button" className="danger small" data-testid="campaign-confirm-delete" onClick={() => campaignActions.remove(campaign.id)}>
              {say('common.saves.delete')}
            </button>
            <button type="button" className="small" onClick={() => setConfirming(false)}>
              {say('common.saves.keep')}
            </button>
          </>
        ) : renaming !== null ? (
          <>
            <button type="button" className="small primary" data-testid="campaign-rename-save" disabled={renaming.trim() === ''} onClick={() => { campaignActions.rename(campaign.id, renaming); setRenaming(null); }}>
              {say('campaign.row.saveName')}
            </button>
            <button type="button" className="small" onClick={() => setRenaming(null)}>
              {say('campaign.action.cancel')}
            </button>
          </>
        ) : (
          <>
            {!campaign.archived && (
              <button type="button" className="primary small" data-testid="campaign-continue" disabled={busy} onClick={() => campaignActions.continue(campaign.id)}>
                {say(campaign.current ? 'common.home.continueGame' : campaign.games === 0 ? 'campaign.row.startFirst' : 'campaign.row.next')}
              </button>
            )}
            {lastFinished && (
              <button type="button" className="small" data-testid="campaign-last-report" onClick={() => campaignActions.report(lastFinished.gameId)}>
                {say('campaign.row.lastReport')}
              </button>
            )}
            <button type="button" className="small" data-testid="campaign-rename" onClick={() => setRenaming(campaign.name)}>
              {say('campaign.row.rename')}
            </button>
            <button type="button" className="small" data-testid="campaign-archive" onClick={() => campaignActions.archive(campaign.id, !campaign.archived)}>
              {say(campaign.archived ? 'campaign.row.unarchive' : 'campaign.row.archive')}
            </button>
            <button type="button" className="small" data-testid="campaign-export" onClick={() => void exportCampaignFile(campaign.id).then(onExported)}>
              {say('campaign.row.export')}
            </button>
            <button type="button" className="small" data-testid="campaign-delete" onClick={() => setConfirming(true)}>
              {say('common.saves.delete')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

export function StandingsTable({ standings }: { standings: Standing[] }) {
  const rated = standings.some((s) => s.rating !== null);
  const say = useSay();
  return (
    <table className="standings" data-testid="standings">
      <thead>
        <tr>
          <th>{say('campaign.standings.seat')}</th>
          <th>{say('campaign.standings.played')}</th>
          <th>{say('campaign.standings.wins')}</th>
          <th>{say('campaign.standings.average')}</th>
          <th>{say('campaign.standings.best')}</th>
          {rated && <th title={say('campaign.standings.ratingHint')}>{say('campaign.standings.rating')}</th>}
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr key={s.seat} data-testid="standing-row">
            <td>
              {s.name} {s.kind === 'bot' && <span className="badge">{say('campaign.standings.bot')}</span>}
            </td>
            <td>{s.played}</td>
            <td data-testid="standing-wins">{s.wins}</td>
            <td>{s.avgScore ?? '–'}</td>
            <td>{s.bestScore ?? '–'}</td>
            {rated && <td data-testid="standing-rating">{s.rating}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
