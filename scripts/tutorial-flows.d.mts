/** What a flow gets (see scripts/record-tutorials.mjs). */
export interface FlowTools {
  /** A Playwright page, signed in as the demo account. */
  page: unknown;
  caption(english: string): Promise<void>;
  pause(ms?: number): Promise<void>;
  posterHere(): Promise<void>;
  t(key: string, vars?: Record<string, unknown>): string;
}
/** The recording flow of each tutorial, by videoId. */
export const FLOWS: Record<string, (tools: FlowTools) => Promise<void>>;
