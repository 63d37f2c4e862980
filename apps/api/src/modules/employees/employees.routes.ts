import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employeeCreatedSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeParamsSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@freight/shared/employees';
import { sendStoredFile } from '../../storage/stored-file-reply';
import { parseEmployeeForm, readEmployeeForm } from './employee-form';
import * as hiring from './employee-hiring.service';
import * as employees from './employees.service';

export type EmployeesRoutesOptions = {
  /** PUBLIC_URL: links in mails never come from the request's Host header (DESIGN §4). */
  publicUrl: string;
};

/** Employees of issue 6 (spec §2, §6, §7). */
export const employeesRoutes: FastifyPluginAsyncZod<EmployeesRoutesOptions> = async (app, opts) => {
  const common = { onRequest: app.authenticate } as const;
  const docs = { tags: ['employees'], security: [{ bearer: [] }] };
  const deps = () => ({ db: app.db, storage: app.storage, mailer: app.mail, publicUrl: opts.publicUrl, now: app.clock(), log: app.log });

  app.get(
    '/api/employees/',
    { ...common, schema: { ...docs, querystring: employeeListQuerySchema, response: { 200: employeeListSchema } } },
    (request) => employees.listEmployees(app.db, request.auth, request.query, app.clock()),
  );

  app.get(
    '/api/employees/:id/',
    { ...common, schema: { ...docs, params: employeeParamsSchema, response: { 200: employeeSchema } } },
    (request) => employees.getEmployee(app.db, request.auth, request.params.id, app.clock()),
  );

  app.post(
    '/api/employees/',
    { ...common, schema: { ...docs, consumes: ['multipart/form-data'], response: { 201: employeeCreatedSchema } } },
    async (request, reply) => {
      // Refused callers are answered before their upload is even read.
      hiring.requireCanAddEmployees(request.auth);
      const form = await readEmployeeForm(request);
      const created = await hiring.createEmployee(deps(), request.auth, parseEmployeeForm(form.data), form.hiringProof);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/employees/:id/',
    { ...common, schema: { ...docs, params: employeeParamsSchema, body: employeeUpdateSchema, response: { 200: employeeSchema } } },
    (request) => employees.updateEmployee(deps(), request.auth, request.params.id, request.body),
  );

  app.delete('/api/employees/:id/', { ...common, schema: { ...docs, params: employeeParamsSchema } }, async (request, reply) => {
    await employees.deleteEmployee(deps(), request.auth, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/employees/:id/hiring-proof/', { ...common, schema: { ...docs, params: employeeParamsSchema } }, async (request, reply) => {
    const proof = await hiring.getHiringProof(app.db, request.auth, request.params.id, app.clock());
    return sendStoredFile(reply, app.storage, { name: proof.name, key: proof.key });
  });

  app.put(
    '/api/employees/:id/hiring-proof/',
    { ...common, schema: { ...docs, consumes: ['multipart/form-data'], params: employeeParamsSchema, response: { 200: employeeSchema } } },
    async (request) => {
      await hiring.requireCanReplaceHiringProof(app.db, request.auth, request.params.id, app.clock());
      const form = await readEmployeeForm(request);
      return hiring.replaceHiringProof(deps(), request.auth, request.params.id, form.hiringProof);
    },
  );
};
