import { allReleases } from '@scriptorium/contracts/settings';
import { getParsed } from '@scriptorium/shared-kit/core';
import { queryOptions } from '@scriptorium/shared-kit/data';

/** `GET releases`: every remote's releases, newest first, with each remote's revision. @see docs/deploying.md Releases */
export const getReleases = () => getParsed(allReleases, 'releases');
/** Query options of {@link getReleases}, keyed `['releases']`. */
export const releasesQuery = () => queryOptions({ queryKey: ['releases'], queryFn: getReleases });
/** `POST releases/{remote}/{release}/promote` `{expected_revision, percent}`: live (100), or the canary of `percent` %. */
export const promoteAction = (remote: string, release: string) =>
  `releases/${remote}/${encodeURIComponent(release)}/promote`;
/** `POST releases/{remote}/rollback` `{expected_revision}`: ends the canary, else goes back to the previous live release. */
export const rollbackAction = (remote: string) => `releases/${remote}/rollback`;
/** `POST releases/preview` `{remote, release}`: this browser previews the release (until Exit or sign-out). */
export const previewAction = 'releases/preview';
