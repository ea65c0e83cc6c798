import type { LightMyRequestResponse } from 'fastify';
import type { Caller, Role, TestApp } from '../../test/app.js';

/** What every scenario may use: the app and one logged-in caller per role (made on first use). */
export interface CoverageContext {
  t: TestApp;
  as(role: Role): Promise<Caller>;
  /** a number not used before: varies e-mails, payloads and uploads */
  next(): number;
}

/** The call a scenario makes, and who makes it (a staff caller's success must leave an entry). */
export interface PreparedCall {
  /** `door`: a door pass's device */
  role: Role | 'door';
  send(): Promise<LightMyRequestResponse>;
}

/**
 * One write route exercised: `prepare` makes what the call needs (records, accounts; not watched),
 * then answers the call, which the coverage test watches.
 */
export interface WriteScenario {
  prepare(ctx: CoverageContext): Promise<PreparedCall>;
  /** the route answers without changing anything (it hands back a payment token): checked, not believed */
  changesNothing?: true;
}

/** Scenarios by operation, written as the OpenAPI document lists it: `POST /api/v1/tiket/{id}`. */
export type WriteScenarios = Record<string, WriteScenario>;
