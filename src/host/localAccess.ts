// Who may use the host's own (loopback) listener in browser mode. Any web page the player visits can
// make the browser talk to loopback, and a DNS-rebinding page even controls the Host header it sends;
// other programs and users on this machine can connect too. So the listener answers only requests whose
// Host (and Origin, when a browser sends one) names this machine's loopback on the listener's port, and
// a WebSocket is the host's own page only if it presents the key made for this launch, which the host
// prints in the address it asks the player to open.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** The names a browser on this machine uses for loopback. */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** The query parameter (WebSocket) and fragment key (page address) that carry the launch key. */
export const LAUNCH_KEY_PARAM = 'key';

/** 256 random bits, URL-safe: printed once per launch, never stored by the host. */
export function newLaunchKey(): string {
  return randomBytes(32).toString('base64url');
}

export class LocalAccess {
  private readonly allowedHosts: Set<string>;

  /**
   * @param port the listener's port
   * @param boundHost the address it listens on: an explicit IP literal (chosen with --host) is also
   *   accepted, since a name that is not loopback can be rebound but an IP literal cannot.
   */
  constructor(
    port: number,
    boundHost: string,
    private readonly key: string,
  ) {
    const names = new Set(LOOPBACK_NAMES);
    if (isIP(boundHost) && boundHost !== '0.0.0.0' && boundHost !== '::') names.add(isIP(boundHost) === 6 ? `[${boundHost}]` : boundHost);
    this.allowedHosts = new Set([...names].map((name) => `${name}:${port}`));
  }

  /** The Host header names this listener on loopback (case-insensitive, the port is required). */
  hostAllowed(host: string | undefined): boolean {
    return host !== undefined && this.allowedHosts.has(host.toLowerCase());
  }

  /** An Origin header, when present, must be a page this listener served (http on an allowed host). */
  originAllowed(origin: string | undefined): boolean {
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return url.protocol === 'http:' && url.origin === origin && this.hostAllowed(url.host);
  }

  /** Constant-time comparison with the launch key (hashing first makes the lengths equal). */
  keyMatches(candidate: string | null | undefined): boolean {
    if (!candidate) return false;
    return timingSafeEqual(digest(candidate), digest(this.key));
  }

  /** Why a WebSocket upgrade from this request must be refused, or null when it is the host's own page. */
  upgradeRefusal(host: string | undefined, origin: string | undefined, key: string | null): string | null {
    if (!this.hostAllowed(host)) return 'the Host header does not name this computer';
    if (!this.originAllowed(origin)) return 'the page is not one this host served';
    if (!this.keyMatches(key)) return 'the launch key is missing or wrong';
    return null;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
