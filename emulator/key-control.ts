/**
 * Keys revoked while the emulator runs, and the HTTP control route that revokes or restores
 * one: `POST /_emulator/key/revoke` and `POST /_emulator/key/restore`, the key where the API
 * takes it (query `apiKey`, header or body). A revoked key is answered `403 invalid_api_key`
 * on every API route until it is restored, as the service answers a key revoked in the
 * account. Control requests skip the injected faults and holds: a test's switch always lands.
 */
export const KEY_CONTROL_PATH = /^\/_emulator\/key\/(revoke|restore)$/;

export class KeyRevocations {
  private readonly revoked = new Set<string>();

  revoke(key: string): void {
    this.revoked.add(key);
  }

  restore(key: string): void {
    this.revoked.delete(key);
  }

  isRevoked(key: string | undefined): boolean {
    return key !== undefined && this.revoked.has(key);
  }
}
