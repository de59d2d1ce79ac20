/// <reference lib="webworker" />
/**
 * Checks one ACP message against the Agent Client Protocol SDK's own zod schema
 * (`zCreateElicitationRequest`, generated from the stable schema). A worker of its
 * own: the SDK's schemas use zod's full build, and sharing its modules with the
 * page's zod would pull them onto the first card's path (test/e2e/size-budget.test.ts).
 */
import { zCreateElicitationRequest } from '../../../node_modules/@agentclientprotocol/sdk/dist/v1/schema/zod.gen.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.addEventListener('message', (event: MessageEvent<{ id: number; params: unknown }>) => {
  const parsed = zCreateElicitationRequest.safeParse(event.data.params);
  const violations = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`);
  scope.postMessage({ id: event.data.id, violations });
});
