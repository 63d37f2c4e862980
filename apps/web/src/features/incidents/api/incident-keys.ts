/** Query keys of the incident screens; a filed or decided incident invalidates `all`. */
export const incidentKeys = {
  all: ['incidents'] as const,
  list: (params: object) => ['incidents', 'list', params] as const,
};
