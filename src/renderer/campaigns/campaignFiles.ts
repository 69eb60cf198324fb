// Export and import of campaign files from the window, by the route that fits the transport: the
// Electron bridge (native dialogs in the main process) or, in browser mode, HTTP on the page's own
// host with this launch's key (a download, and an upload of the file the player picked).
import { CAMPAIGN_FILE_PATH, LAUNCH_KEY_HEADER, type CampaignFileAnswer, type ImportChoice } from '../../shared/campaignFile';
import { msg } from '../../shared/message';
import { messageOrTextSchema } from '../../shared/messageSchema';
import { bridgeFromWindow } from '../net/client';
import { launchKey } from '../net/launchKey';

/** The file name when the host names none (built, so it does not read as a catalogue key). */
const CAMPAIGN_FILE_FALLBACK = ['campaign', 'tharsis-campaign', 'json'].join('.');

/** Electron shows its own open dialog; browser mode needs the page's file picker. */
export function importNeedsFilePicker(): boolean {
  return !bridgeFromWindow()?.importCampaign;
}

export async function exportCampaignFile(campaignId: string): Promise<CampaignFileAnswer> {
  const bridge = bridgeFromWindow();
  if (bridge?.exportCampaign) return bridge.exportCampaign(campaignId);
  const response = await request(`${CAMPAIGN_FILE_PATH}?id=${encodeURIComponent(campaignId)}`, { method: 'GET' });
  if (!response.ok) return answerOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? CAMPAIGN_FILE_FALLBACK;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy once it starts; give it a moment before letting the blob go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true, name };
}

/** Browser mode: the file the player picked, kept for a second try after a conflict. */
let pickedFile: File | null = null;

/**
 * Imports a campaign: in browser mode the picked file (or, with a choice, the one picked before the
 * conflict); in Electron the main process asks for the file itself.
 */
export async function importCampaignFile(file: File | null, choice?: ImportChoice): Promise<CampaignFileAnswer> {
  const bridge = bridgeFromWindow();
  if (bridge?.importCampaign) return bridge.importCampaign({ choice });
  if (file) pickedFile = file;
  if (!pickedFile) return { ok: false, error: msg('campaign.transfer.noFile') };
  const query = choice ? `?choice=${choice}` : '';
  const response = await request(`${CAMPAIGN_FILE_PATH}${query}`, { method: 'POST', body: pickedFile, headers: { 'Content-Type': 'application/json' } });
  const answer = await answerOf(response);
  if (answer.ok || !('conflict' in answer)) pickedFile = null;
  return answer;
}

async function request(url: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(LAUNCH_KEY_HEADER, launchKey() ?? '');
  return fetch(url, { ...init, headers });
}

/** The host's answer; its refusal is a message (checked like any the host sends) or an older host's sentence. */
async function answerOf(response: Response): Promise<CampaignFileAnswer> {
  const unexplained = msg('campaign.transfer.hostAnswered', { status: response.status });
  try {
    const body = (await response.json()) as Partial<{ ok: boolean; name: string; error: unknown; conflict: boolean }>;
    if (body.ok === true && typeof body.name === 'string') return { ok: true, name: body.name };
    const said = ERROR_SCHEMA.safeParse(body.error);
    const error = said.success ? said.data : unexplained;
    return body.conflict === true ? { ok: false, error, conflict: true } : { ok: false, error };
  } catch {
    return { ok: false, error: unexplained };
  }
}

const ERROR_SCHEMA = messageOrTextSchema(2000);
