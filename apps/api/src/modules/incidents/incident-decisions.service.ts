import type { Incident, IncidentDecision, IncidentKind } from '@freight/shared/incidents';
import { AppError } from '../../app-error';
import * as audit from '../audit/audit.service';
import { refreshReputation } from '../reputation/reputation.service';
import { incidentDecidedMail } from './incidents.mail-texts';
import * as queries from './incidents.queries';
import { activeAdmins, getIncident, myIncidentsLink, type IncidentDeps, type Viewer } from './incidents.service';

/**
 * §4 staff decision: pending → approved or declined, with a reason. A decided incident stays as it
 * is (400). The administrators of both companies are told, each in their language.
 */
export async function decideIncident(
  deps: IncidentDeps,
  viewer: Viewer,
  kind: IncidentKind,
  id: number,
  decision: IncidentDecision,
): Promise<Incident> {
  const current = await getIncident(deps.db, viewer, kind, id);
  if (current.status !== 'pending') {
    throw new AppError('validation_failed', {
      detail: 'Only a pending incident can be decided.',
      fields: { status: ['incident_not_pending'] },
    });
  }
  // The decision and its audit row (issue 33) in one transaction.
  const changed = await deps.db.transaction(async (tx) => {
    const decided = await queries.decideIncident(tx, kind, id, { ...decision, userId: viewer.userId, now: deps.now });
    if (decided) {
      await audit.record(tx, {
        at: deps.now,
        actorUserId: viewer.userId,
        companyId: current.company.id,
        action: 'incident_decided',
        targetType: `${kind}_incident`,
        targetId: id,
        details: { status: decision.status, reason: decision.reason, reporter: current.created_by_company.id },
      });
      // A decided payment incident is part of the company's reputation (issue 32 item 4).
      if (kind === 'payment') await refreshReputation(tx, [current.company.id], deps.now);
    }
    return decided;
  });
  if (!changed) {
    throw new AppError('validation_failed', {
      detail: 'Only a pending incident can be decided.',
      fields: { status: ['incident_not_pending'] },
    });
  }
  const incident = await getIncident(deps.db, viewer, kind, id);
  const admins = await activeAdmins(deps.db, [incident.company.id, incident.created_by_company.id]);
  for (const admin of admins) {
    deps.mails.send(
      incidentDecidedMail(admin.email, admin.language, {
        firstName: admin.firstName,
        lastName: admin.lastName,
        kind,
        id,
        company: incident.company.name,
        reporter: incident.created_by_company.name,
        status: decision.status,
        reason: decision.reason,
        link: myIncidentsLink(deps.publicUrl),
      }),
      'incident decided',
    );
  }
  return incident;
}
