/** The writer dashboard's public surface: the stats query, shared with the earnings page. */
export { writerStatsQuery } from './api.js';
