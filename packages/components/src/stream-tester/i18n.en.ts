/** English texts of the stream tester page (000 "Stream tester (/stream-tester)"). */
export const streamTesterEn = {
  title: 'Stream tester',
  intro:
    'See how a video sits in each player shape before you go live. Every tab shows the same sample video twice: fitted and filled.',
  tabsLabel: 'Player shapes',
  tabs: {
    landscape: 'Landscape',
    portrait: 'Portrait',
    custom: 'Custom',
    embedded: 'Embedded',
  },
  experimental: 'Experimental',
  panels: {
    landscape: 'A landscape player with a landscape sample video.',
    portrait: 'A portrait player with a portrait sample video, as on a phone.',
    custom: 'A player with your own maximum width and height, with a landscape sample video.',
    embedded:
      'A simple video player placed in the page flow, like an embedded video on a web page. This layout is still being tested.',
  },
  playerSize: 'Player',
  videoSize: 'Video',
  layouts: {
    fit: 'Fit',
    fill: 'Fill',
  },
  explain: {
    fit: 'Fit shows the whole video. Where its shape differs from the player, bars fill the rest (letterboxing).',
    fill: 'Fill covers the whole player. The parts of the video that do not fit are cropped.',
  },
  playerTitle: '{{shape}}: {{layout}}',
  link: 'Stream tester',
  linkHint: 'shows how a video sits in each player shape, fitted and filled.',
};
