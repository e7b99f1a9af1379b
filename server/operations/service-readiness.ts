/**
 * Whether this node should be sent new traffic. It stops being ready the
 * moment a shutdown begins, before the HTTP server closes: `/readyz` then
 * answers 503, so a load balancer drains the node while its in-flight
 * requests finish (server/main.ts).
 */
export class ServiceReadiness {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  beginShutdown(): void {
    this.stopping = true;
  }
}
