import { describeDoor } from '../test/door';

describeDoor('the feed item row has one door (issue 33 §3)', {
  table: 'feed_items',
  object: 'feedItems',
  door: ['products/feed-items.ts'],
  left: new Map([
    [
      'streams/reads.ts',
      "a product's relations: the account's players that carry it, by title, in one join of feed_items and streams",
    ],
  ]),
});
