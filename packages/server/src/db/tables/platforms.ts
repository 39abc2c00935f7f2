/** Connected Facebook Pages and YouTube channels and the restreams to them (issue 15). */
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';
import { streams } from './streams';

/**
 * A connected Facebook Page or YouTube channel of an account (000 §2, §3 Connected platform).
 * `externalId` is the page or channel id (the spec's `id`); `tokenSealed` is the page access token
 * (Facebook) or the OAuth refresh token (YouTube), sealed with `crypto/secrets.ts` under the context
 * `connected_platform:<type>:<externalId>:<accountId>`, never returned. `administrator`: the page's
 * `tasks` include MANAGE (a page without it is shown disabled); `inactive`: the token stopped working.
 */
export const connectedPlatforms = pgTable(
  'connected_platforms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'facebook' | 'youtube'>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    tokenSealed: text('token_sealed').notNull(),
    administrator: boolean('administrator').notNull().default(true),
    inactive: boolean('inactive').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('connected_platforms_account_type_ext_idx').on(t.accountId, t.type, t.externalId)],
);

/**
 * The restream destinations picked for a stream (001 §3 `restreams`, in pick order). Deleting the
 * connected platform removes it from every stream.
 */
export const streamRestreams = pgTable(
  'stream_restreams',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => connectedPlatforms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    /**
     * A scheduled restream's remote broadcast created ahead (Facebook live video id or YouTube
     * broadcast id), its YouTube live stream id, its chat id, and the planned start it was made for.
     */
    remoteId: text('remote_id'),
    remoteStreamId: text('remote_stream_id'),
    remoteChatId: text('remote_chat_id'),
    remoteStart: timestamp('remote_start', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.platformId] })],
);
