import { MASQUERADED_USER, schemaOf } from './fixtures';
import { answer, failing, loading } from './handlers';

/**
 * The state stories every API-calling area repeats (issue 19: one story per state), made once here
 * so an area's stories file only names them: `const states = stateStories('font', [])` then
 * `export const Empty: Story = states.Empty` and so on.
 */

/** A story that only swaps request handlers (and, for right to left, the language). */
interface StateStory {
  args?: { lang: string };
  parameters?: { msw: ReturnType<typeof answer>[] };
}

/** The states that apply to every area, with `Empty` when the area has an empty state. */
interface StateStories {
  /** Every call still pending: the area's skeleton or spinner, held still. */
  Loading: StateStory;
  /** Every call answered with the spec's 500 envelope: the area's error state with a retry. */
  ServerError: StateStory;
  /** Arabic: the area mirrors (`dir="rtl"`). */
  RightToLeft: StateStory;
}

/**
 * The loading, server-error and right-to-left stories of an area, plus `Empty` when `path` (the
 * API path after the base, e.g. `font`) and the answer that means "nothing yet" (e.g. `[]`) are
 * given; the answer is parsed with the path's schema (fixtures/index.ts), so it is valid by construction.
 */
export function stateStories(): StateStories;
export function stateStories(path: string, empty: unknown): StateStories & { Empty: StateStory };
export function stateStories(path?: string, empty?: unknown): StateStories & { Empty?: StateStory } {
  const states: StateStories & { Empty?: StateStory } = {
    Loading: { parameters: { msw: [loading()] } },
    ServerError: { parameters: { msw: [failing()] } },
    RightToLeft: { args: { lang: 'ar' } },
  };
  if (path !== undefined) states.Empty = { parameters: { msw: [answer(path, schemaOf(path).parse(empty))] } };
  return states;
}

/**
 * A staff member's "log in as" session (000 §6): `GET /user/me` answers the demo user with
 * `masqueraded: true`, so areas that refuse changes to masquerades hide or disable them.
 */
export const MASQUERADED: StateStory = { parameters: { msw: [answer('user/me', MASQUERADED_USER)] } };
