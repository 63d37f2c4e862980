import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  combinedLocationQuerySchema,
  combinedLocationSchema,
  citySearchQuerySchema,
  citySearchResultSchema,
  countriesQuerySchema,
  countrySchema,
  distanceSchema,
  distancesQuerySchema,
  userAddedCitiesQuerySchema,
  userAddedCitySchema,
} from '@freight/shared/geo';
import { distanceBetween } from './distances.service';
import * as geo from './geo.service';
import { citySearch } from './city-search.service';

/** §7 geography: the country list (public: the registration page needs it) and the members' city lookups. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/countries/',
    { schema: { tags: ['geo'], querystring: countriesQuerySchema, response: { 200: z.array(countrySchema) } } },
    (request) => geo.listCountries(request.query.lang),
  );

  app.get(
    '/api/combined-location/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['geo'], querystring: combinedLocationQuerySchema, response: { 200: combinedLocationSchema } },
    },
    (request) =>
      geo.combinedLocation(app.db, {
        countries: request.query.countries,
        cityIds: request.query.city_ids,
        search: request.query.search,
        lang: request.query.lang,
      }),
  );

  app.get(
    '/api/city-search/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['geo'], querystring: citySearchQuerySchema, response: { 200: z.array(citySearchResultSchema) } },
    },
    (request) => citySearch(app.db, request.query.country, request.query.search, request.query.lang),
  );

  app.get(
    '/api/user-added-cities/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['geo'], querystring: userAddedCitiesQuerySchema, response: { 200: z.array(userAddedCitySchema) } },
    },
    (request) => geo.searchUserAddedCities(app.db, request.query.country, request.query.search),
  );

  // Issue 35 item 1: the "Road distances" page.
  app.get(
    '/api/distances/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['geo'], querystring: distancesQuerySchema, response: { 200: distanceSchema } },
    },
    (request) => distanceBetween(app.db, request.query),
  );
};
