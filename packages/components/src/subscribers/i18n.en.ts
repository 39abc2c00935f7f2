/** English texts of the subscribers page (000 §2 Subscribers). */
export const subscribersEn = {
  title: 'Subscribers',
  columns: { stream: 'Stream name', subscribers: 'Subscribers', download: 'Download' },
  download: 'Download',
  downloadNamed: 'Download the subscribers of {{name}} as CSV',
  empty: 'There are no items',
  csvFailed:
    'We are sorry, but it seems something went wrong during requesting your CSV. Please try again later.',
};
