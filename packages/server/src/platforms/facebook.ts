import { providerJson } from './provider-error';

/** A page of `GET /me/accounts?fields=id,name,access_token,tasks,picture` (Graph API). */
export interface FacebookPage {
  id: string;
  name: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
}

/** A page the user administers: its `tasks` include MANAGE (000 §6 "administered by the user"). */
export const isPageAdministrator = (page: FacebookPage) => (page.tasks ?? []).includes('MANAGE');

/** `POST /{page-id}/live_videos` answer: the RTMPS ingest is `secure_stream_url` (Facebook needs RTMPS). */
export interface FacebookLiveVideo {
  id: string;
  stream_url?: string;
  secure_stream_url?: string;
}

/**
 * The Graph API calls of connected pages and restreaming (design note money-and-reach.md), against
 * `graphUrl` (`FACEBOOK_GRAPH_URL`, e.g. `https://graph.facebook.com/v24.0`). Tokens go in the form
 * body or query as Graph expects; errors are {@link ProviderError}s with Graph's message.
 */
export function facebookGraph(graphUrl: string) {
  const form = (fields: Record<string, string | undefined>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
    return { method: 'POST', body } satisfies RequestInit;
  };
  return {
    /** The pages the user token manages (first 100), with their page tokens. */
    async pages(userToken: string): Promise<FacebookPage[]> {
      const q = new URLSearchParams({
        fields: 'id,name,access_token,tasks,picture',
        limit: '100',
        access_token: userToken,
      });
      const body = await providerJson<{ data?: FacebookPage[] }>('facebook', `${graphUrl}/me/accounts?${q}`);
      return body.data ?? [];
    },
    /**
     * Creates a live video on a page: `LIVE_NOW`, or `SCHEDULED_UNPUBLISHED` with
     * `planned_start_time` (unix seconds) for a scheduled restream.
     */
    createLiveVideo(
      pageId: string,
      pageToken: string,
      input: { title: string; description?: string | undefined; plannedStart?: Date | undefined },
    ): Promise<FacebookLiveVideo> {
      return providerJson<FacebookLiveVideo>(
        'facebook',
        `${graphUrl}/${encodeURIComponent(pageId)}/live_videos`,
        form({
          access_token: pageToken,
          title: input.title,
          description: input.description,
          status: input.plannedStart ? 'SCHEDULED_UNPUBLISHED' : 'LIVE_NOW',
          planned_start_time: input.plannedStart
            ? String(Math.floor(input.plannedStart.getTime() / 1000))
            : undefined,
        }),
      );
    },
    /** Reads a live video's current ingest addresses (a scheduled one gets them at go-live). */
    liveVideo(liveVideoId: string, pageToken: string): Promise<FacebookLiveVideo> {
      const q = new URLSearchParams({
        fields: 'id,stream_url,secure_stream_url,status',
        access_token: pageToken,
      });
      return providerJson('facebook', `${graphUrl}/${encodeURIComponent(liveVideoId)}?${q}`);
    },
    /** Ends a live video (`end_live_video=true`). */
    endLiveVideo(liveVideoId: string, pageToken: string): Promise<{ id?: string }> {
      return providerJson(
        'facebook',
        `${graphUrl}/${encodeURIComponent(liveVideoId)}`,
        form({ access_token: pageToken, end_live_video: 'true' }),
      );
    },
    /** Publishes a scheduled live video at go-live (`status=LIVE_NOW`). */
    publishLiveVideo(liveVideoId: string, pageToken: string): Promise<{ id?: string }> {
      return providerJson(
        'facebook',
        `${graphUrl}/${encodeURIComponent(liveVideoId)}`,
        form({ access_token: pageToken, status: 'LIVE_NOW' }),
      );
    },
    /** Deletes a live video that has not started (a cancelled or moved scheduled restream). */
    deleteLiveVideo(liveVideoId: string, pageToken: string): Promise<{ success?: boolean }> {
      const q = new URLSearchParams({ access_token: pageToken });
      return providerJson('facebook', `${graphUrl}/${encodeURIComponent(liveVideoId)}?${q}`, {
        method: 'DELETE',
      });
    },
    /** Posts a chat message as the page on its live video (001 §2 send-to a Facebook destination). */
    comment(liveVideoId: string, pageToken: string, message: string): Promise<{ id: string }> {
      return providerJson(
        'facebook',
        `${graphUrl}/${encodeURIComponent(liveVideoId)}/comments`,
        form({ access_token: pageToken, message }),
      );
    },
  };
}
export type FacebookGraph = ReturnType<typeof facebookGraph>;
