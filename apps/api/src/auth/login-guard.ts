import type { RateLimiter, LimitStore } from '../lib/rate-limit';
import { ApiError } from '../lib/errors';
import { rateLimitRefusals } from '../observability/metrics';

export interface LoginLimits {
  /** Attempts from one client address, any account (default 20 per 15 minutes). */
  loginPerClient: RateLimiter;
  /** Attempts on one account from one client address (default 5 per 15 minutes). */
  loginPerAccountClient: RateLimiter;
  /**
   * Attempts on one account from every address together (default 50 an hour): the ceiling that
   * stops guessing spread over many addresses. It takes ten addresses' worth of failures to
   * reach, so one attacker cannot lock the owner out.
   */
  loginPerAccount: RateLimiter;
}

/** The longest wait between two failures of an account from one address. */
const MAX_LOGIN_DELAY_MS = 60_000;

/**
 * After the 3rd failure of an account from one address, 1 s before the next try, then 2, 4...,
 * at most MAX_LOGIN_DELAY_MS. Only checked passwords count: attempts the limits refused are not
 * failures (counting them made a burst of 30 parallel guesses ask the owner to wait 36 hours).
 */
function loginDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(MAX_LOGIN_DELAY_MS, 1000 * 2 ** Math.min(failures - 3, 30));
}

const TOO_MANY_FOR_ACCOUNT = 'Too many failed logins for this account';
const TOO_MANY_FROM_DEVICE = 'Too many failed logins from this device';

/**
 * The login limits. Every attempt is counted before the password is checked, so a burst of
 * parallel attempts cannot all be checked (and cannot all cost a password hash); the limits are
 * keyed by account and client together, so failures from elsewhere never lock the owner out of
 * their own device, with a per-address and a per-account ceiling behind them, and a progressive
 * delay between failures of an account from one address.
 */
export class LoginGuard {
  constructor(
    private readonly limits: LoginLimits,
    private readonly store: LimitStore,
  ) {}

  private pair(account: string, client: string) {
    return `${account}|${client}`;
  }

  /** Counts the attempt; throws 429 when a limit or the delay refuses it. */
  async attempt(account: string, client: string): Promise<void> {
    const pair = this.pair(account, client);
    const wait = await this.store.add(`login-wait:${pair}`, 0, 0);
    if (wait.count > 0) {
      const seconds = Math.max(1, Math.ceil(wait.resetInMs / 1000));
      rateLimitRefusals.inc({ limit: 'login-wait' });
      throw new ApiError(429, `Please wait ${seconds} seconds before trying again.`, {
        retryAfter: seconds,
      });
    }
    await this.limits.loginPerClient.hit(client, TOO_MANY_FROM_DEVICE);
    await this.limits.loginPerAccountClient.hit(pair, TOO_MANY_FOR_ACCOUNT);
    await this.limits.loginPerAccount.hit(account, TOO_MANY_FOR_ACCOUNT);
  }

  /** A failed attempt: the next one from this client waits longer. */
  async failed(account: string, client: string): Promise<void> {
    const pair = this.pair(account, client);
    // Counted apart from the attempts, in the same window: refused attempts are not failures.
    const failures = (
      await this.store.add(`login-failures:${pair}`, 1, this.limits.loginPerAccountClient.windowMs)
    ).count;
    const delay = loginDelayMs(failures);
    if (delay > 0) {
      await this.store.delete(`login-wait:${pair}`);
      await this.store.add(`login-wait:${pair}`, 1, delay);
    }
  }

  /**
   * The right password: this client's failures on the account are forgiven, and the attempt is
   * taken back from the account's and the client's counts, which are there for failures only (a
   * member who logs in often, on many devices, is never refused as if guessing).
   */
  async succeeded(account: string, client: string): Promise<void> {
    const pair = this.pair(account, client);
    await this.limits.loginPerAccountClient.clear(pair);
    await this.store.delete(`login-failures:${pair}`);
    await this.store.delete(`login-wait:${pair}`);
    await this.limits.loginPerClient.add(client, -1);
    await this.limits.loginPerAccount.add(account, -1);
  }

  /** A password reset proves the owner: the account's counts, and this client's, start again. */
  async reset(account: string, client: string): Promise<void> {
    await this.succeeded(account, client);
    await this.limits.loginPerAccount.clear(account);
  }
}
