import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { Context, ExternalSystemState, User } from '../context';
import { ExternalSystem } from '../domain';
import { HttpError } from '../http';
import { tenantOf } from './profile';

/** The state a tenant's external clinical system starts in: connected, with a patient selected. */
export function defaultExternalState(system: number): ExternalSystemState {
  if (system === ExternalSystem.none) return { connected: false, patient: null, failure: null };
  return {
    connected: true,
    patient: {
      familyName: system === ExternalSystem.emis ? 'GRAY' : 'HOLMES',
      firstNames: system === ExternalSystem.emis ? 'Dorian Alexander' : 'Sherlock',
      dateOfBirth: '1961-04-23',
      nhsNumber: system === ExternalSystem.emis ? '9434765919' : '9434765870',
      refId: system === ExternalSystem.emis ? '42001' : '73002',
      externalClinicalSystem: system,
    },
    failure: null,
  };
}

export function externalState(ctx: Context, user: User): { system: number; state: ExternalSystemState } {
  const system = tenantOf(ctx, user).system;
  let state = ctx.externalSystems.get(user.tenantId);
  if (!state) {
    state = defaultExternalState(system);
    ctx.externalSystems.set(user.tenantId, state);
  }
  return { system, state };
}

/** wire-contract.md: connection state, and the patient or a failure (403 + code as text, or 500). */
export function externalRoutes(app: FastifyInstance, ctx: Context) {
  app.get('/api/author/emis/connection-state', async (request) => {
    const { system, state } = externalState(ctx, currentUser(request));
    return { connected: system !== ExternalSystem.none && state.connected, externalClinicalSystem: system };
  });

  app.get('/api/author/emis/patient', async (request) => {
    const { system, state } = externalState(ctx, currentUser(request));
    if (system === ExternalSystem.none) throw new HttpError(403, '0');
    if (state.failure?.status === 500) throw new HttpError(500, 'External system timed out');
    if (state.failure) throw new HttpError(403, String(state.failure.code));
    if (!state.connected) throw new HttpError(403, system === ExternalSystem.emis ? '1010' : '2001');
    if (!state.patient) throw new HttpError(403, system === ExternalSystem.emis ? '1011' : '2004');
    return state.patient;
  });
}
