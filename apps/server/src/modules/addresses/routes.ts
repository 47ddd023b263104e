import { ZAddressInput, ZAddressList, ZAddressRef, ZAddressSaved } from '@ehome/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth';
import { secured } from '../../platform/docs';
import { ok, zOk } from '../../platform/envelope';
import type { AddressService } from './service';

/**
 * The address book calls of spec 2 §7 "Address book and freight" (GetFreight belongs to checkout).
 * The special-sale and welfare prefixes serve the same book: one per employee.
 */
export const ADDRESS_PREFIXES = ['/CIICOnSalesAPI/OnSales', '/CIICOnSalesAPI/Welfare'] as const;

export const addressRoutes: FastifyPluginAsyncZod<{ service: AddressService }> = async (app, { service }) => {
  const auth = { onRequest: app.authenticate };
  const tags = ['addresses'];
  for (const base of ADDRESS_PREFIXES) {
    app.get(
      `${base}/GetAddress`,
      { ...auth, schema: { tags, ...secured, response: zOk(ZAddressList) } },
      async (request) => ok(await service.list(currentUser(request))),
    );
    app.post(
      `${base}/InsertAddress`,
      { ...auth, schema: { tags, ...secured, body: ZAddressInput, response: zOk(ZAddressSaved) } },
      async (request) => ok(await service.insert(currentUser(request), request.body)),
    );
    app.post(
      `${base}/UpdateAddress`,
      { ...auth, schema: { tags, ...secured, body: ZAddressInput, response: zOk(z.boolean()) } },
      async (request) => ok(await service.update(currentUser(request), request.body)),
    );
    app.post(
      `${base}/SetDefaultAddress`,
      { ...auth, schema: { tags, ...secured, body: ZAddressRef, response: zOk(z.boolean()) } },
      async (request) => ok(await service.setDefault(currentUser(request), request.body.addressId)),
    );
    app.post(
      `${base}/DelAddress`,
      { ...auth, schema: { tags, ...secured, body: ZAddressRef, response: zOk(z.boolean()) } },
      async (request) => ok(await service.remove(currentUser(request), request.body.addressId)),
    );
  }
};
