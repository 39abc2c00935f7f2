/** English texts of the learning center (000 §2). Tutorial titles and descriptions come from `/tutorials.json`. */
export const learningCenterEn = {
  title: 'Learning center',
  intro: 'Short videos of the dashboard at work, from the first player to the report.',
  categories: 'Tutorial categories',
  all: 'All tutorials',
  loading: 'Loading tutorials…',
  empty: 'There are no tutorials yet.',
  back: 'Back to the tutorials',
  notFound: 'This tutorial does not exist.',
  notRecorded:
    'The video of this tutorial has not been recorded on this server yet. An administrator records it with the tutorials:record command.',
  published: 'Published',
  videoLabel: 'Tutorial video: {{title}}',
  captions: 'English captions',
};
