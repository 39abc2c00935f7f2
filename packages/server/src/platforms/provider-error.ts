/**
 * A failed call to a platform (Graph API, Google OAuth, YouTube Data API): `status` is the
 * provider's HTTP status (0 when it could not be reached), `message` the provider's own text.
 * Tokens never appear in it: callers log it as is.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'facebook' | 'google' | 'youtube',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** True when the provider refused the credentials (the stored token stopped working). */
  get unauthorized(): boolean {
    return (
      this.status === 401 ||
      (this.provider === 'facebook' && this.status === 400 && /token/i.test(this.message))
    );
  }
}

/** Reads a JSON answer; a non-2xx answer or an unreachable host becomes a {@link ProviderError}. */
export async function providerJson<T>(
  provider: ProviderError['provider'],
  url: string,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new ProviderError(provider, 0, `${provider} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (!response.ok) {
    // Graph: {error:{message}}; Google OAuth: {error, error_description}; YouTube: {error:{message}}.
    const e = (body as { error?: unknown; error_description?: string }).error;
    const message =
      (typeof e === 'object' && e && 'message' in e
        ? String((e as { message: unknown }).message)
        : undefined) ??
      (body as { error_description?: string }).error_description ??
      (typeof e === 'string' ? e : `HTTP ${response.status}`);
    throw new ProviderError(provider, response.status, message);
  }
  return body as T;
}
