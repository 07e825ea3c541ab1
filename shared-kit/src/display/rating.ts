/** The most stars a rating has (spec §5, §9). */
export const MAX_STARS = 5;
