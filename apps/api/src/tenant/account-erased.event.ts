/**
 * Published in process once an account is deleted and its key shredded: every module that keeps
 * something of a tenant outside the event log and read models (uploaded files, opened sources,
 * follow-up context) drops it. Handlers run synchronously inside publish, before the reply.
 */
export class AccountErased {
  constructor(readonly tenantId: string) {}
}
