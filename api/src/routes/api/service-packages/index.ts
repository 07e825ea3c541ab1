/**
 * Pricing packages (mounted at `settings/service-packages`):
 *   GET settings/service-packages?service_type_id=   packages, oldest first (public: the order form)
 *   GET settings/service-packages/:id                one package (public: the order form prefill)
 *   GET settings/service-packages/:id/links          [{website, website_id, url}] (settings.service_types)
 *   POST settings/service-packages                   {service_type_id, name, amount, description} → 'Package saved'
 *   PUT settings/service-packages/:id                {name, amount, description} → 'Package saved'
 * Amounts are USD decimals.
 * @see spec §2 Pricing packages, §7 storeServicePackage, "Order link shape"; issue 8
 */
import type { FastifyPluginAsync } from 'fastify';
import { settingIdParam } from '@scriptorium/contracts/settings';
import { parseOr422 } from '../../../lib/http-errors.js';
import { editAccess } from '../../../services/settings/registry.js';
import { packageListQuery } from '@scriptorium/contracts/settings';
import { getPackage, listPackages, packageLinks, savePackage } from '../../../services/settings/packages.js';

const servicePackageRoutes: FastifyPluginAsync = async (app) => {
  const edit = { config: { access: editAccess('service_types') }, schema: { tags: ['settings'] } };
  const open = { config: { access: 'public' as const }, schema: { tags: ['settings'] } };

  app.get('/', open, async (request) => {
    const { service_type_id } = parseOr422(packageListQuery, request.query);
    return listPackages(app.db, service_type_id);
  });

  app.get('/:id', open, async (request) => getPackage(app.db, parseOr422(settingIdParam, request.params).id));

  app.get('/:id/links', edit, async (request) => packageLinks(app.db, parseOr422(settingIdParam, request.params).id));

  app.post('/', edit, async (request) => savePackage(app.db, request, null, request.body));

  app.put('/:id', edit, async (request) => savePackage(app.db, request, parseOr422(settingIdParam, request.params).id, request.body));
};

export default servicePackageRoutes;
