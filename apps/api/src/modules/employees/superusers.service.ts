/** The staff accounts the CLI creates or promotes (`create-superuser`); users are the employees module's (decision 030). */
export { upsertSuperuser, type SuperuserFields } from './superusers.queries';
