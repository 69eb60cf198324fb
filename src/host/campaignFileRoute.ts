// Browser mode's route for campaign files (src/shared/campaignFile.ts): download an export, upload an
// import. Served only on the host's own loopback listener, after the server's Host and Origin checks,
// and only to a request that carries this launch's key in its header (a page on another site can make
// the browser send a request here, but cannot add that header without the host's CORS consent, which
// it never gives). The upload is capped before it is read in full and then checked like any import.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isImportChoice, LAUNCH_KEY_HEADER, type CampaignFileAnswer } from '../shared/campaignFile';
import type { CampaignFiles } from './campaigns/campaignFiles';
import { msg, type MessageOrText } from '../shared/message';
import { campaignFileTooLarge, MAX_CAMPAIGN_EXPORT_BYTES } from './campaigns/campaignTransfer';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import type { LocalAccess } from './localAccess';

export async function serveCampaignFile(files: CampaignFiles, access: LocalAccess, req: IncomingMessage, res: ServerResponse, maxBytes = MAX_CAMPAIGN_EXPORT_BYTES): Promise<void> {
  const key = req.headers[LAUNCH_KEY_HEADER];
  if (!access.keyMatches(typeof key === 'string' ? key : null)) return answer(res, 403, { ok: false, error: msg('host.campaignFile.wrongKey') });
  const query = new URL(req.url ?? '/', 'http://host.invalid').searchParams;
  if (req.method === 'GET') {
    const exported = files.exportText(query.get('id') ?? '');
    if (!exported.ok) return answer(res, 404, exported);
    res.statusCode = 200;
    setHeaders(res, 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${exported.value.fileName}"`);
    res.end(exported.value.text);
    return;
  }
  if (req.method === 'POST') {
    const choice = query.get('choice');
    if (choice !== null && !isImportChoice(choice)) return answer(res, 400, { ok: false, error: msg('host.campaignFile.unknownChoice') });
    const body = await readCapped(req, maxBytes);
    if (!body.ok) {
      res.setHeader('Connection', 'close');
      return answer(res, 413, { ok: false, error: body.error });
    }
    const imported = files.importText(body.text, choice ?? undefined);
    if (!imported.ok) return answer(res, imported.conflict ? 409 : 400, imported.conflict ? { ok: false, error: imported.error, conflict: true } : { ok: false, error: imported.error });
    return answer(res, 200, { ok: true, name: imported.value.name });
  }
  res.setHeader('Allow', 'GET, POST');
  answer(res, 405, { ok: false, error: msg('host.campaignFile.methodNotAllowed') });
}

type Body = { ok: true; text: string } | { ok: false; error: MessageOrText };

/** The request body as text, refused as soon as it is larger than the cap (declared or sent). */
function readCapped(req: IncomingMessage, maxBytes: number): Promise<Body> {
  const tooLarge: Body = { ok: false, error: campaignFileTooLarge(maxBytes) };
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        req.pause();
        resolve(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ ok: false, error: msg('host.campaignFile.interrupted') }));
  });
}

function answer(res: ServerResponse, status: number, body: CampaignFileAnswer): void {
  res.statusCode = status;
  setHeaders(res, 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function setHeaders(res: ServerResponse, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
}
