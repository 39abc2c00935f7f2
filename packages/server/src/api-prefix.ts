/** Where the REST interface lives (spec README: the REST base). */
export const API_PREFIX = '/smucrestapi/v2';
