/**
 * Pricing packages (mounted at `settings/service-packages`):
 *   GET settings/service-packages?service_type_id=   packages, oldest first (public: the order form)
 *   GET settings/service-packages/:id                one package (public: the order form prefill)
 *   GET settings/service-packages/:id/links          [{website, website_id, url}] (settings.service_types)
 *   POST settings/service-packages                   {service_type_id, name, amount, description} → 'Package saved'
 *   PUT settings/service-packages/:id                {name, amount, description} → 'Package saved'
 * Amounts are USD decimals.
 * @see docs/product.md §2 Pricing packages, §7 storeServicePackage, "Order link shape"
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editAccess } from '../../../../services/settings/registry.js';
import {
  createPackageRequest,
  packageLinkSchema,
  packageListQuery,
  servicePackageRequest,
  servicePackageSaved,
  servicePackageView,
  settingIdParam,
} from '@scriptorium/contracts/settings';
import { getPackage, listPackages, packageLinks, savePackage } from '../../../../services/settings/packages.js';

const servicePackageRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = { access: editAccess('service_types') };
  const open = { access: 'public' as const };
  const tags = ['settings'];

  app.get(
    '/',
    {
      config: open,
      schema: {
        tags,
        summary: 'Pricing packages, of one service type or all',
        querystring: packageListQuery,
        response: { 200: servicePackageView.array() },
      },
    },
    async (request) => listPackages(app.db, request.query.service_type_id),
  );

  app.get(
    '/:id',
    {
      config: open,
      schema: { tags, summary: 'One pricing package', params: settingIdParam, response: { 200: servicePackageView } },
    },
    async (request) => getPackage(app.db, request.params.id),
  );

  app.get(
    '/:id/links',
    {
      config: edit,
      schema: {
        tags,
        summary: "A pricing package's order link on each website",
        params: settingIdParam,
        response: { 200: packageLinkSchema.array() },
      },
    },
    async (request) => packageLinks(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Add a pricing package',
        body: createPackageRequest,
        response: { 200: servicePackageSaved },
      },
    },
    async (request) => savePackage(app.db, request.actor, null, request.body),
  );

  app.put(
    '/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a pricing package',
        params: settingIdParam,
        body: servicePackageRequest,
        response: { 200: servicePackageSaved },
      },
    },
    async (request) => savePackage(app.db, request.actor, request.params.id, request.body),
  );
};

export default servicePackageRoutes;
