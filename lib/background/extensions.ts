/**
 * Hook for background features owned elsewhere (content-script registration for CRM sites,
 * the context menu from lib/sites/). Add their `setUpX()` calls here; index.ts calls this last.
 */
export function setUpExtensions(): void {
  // Intentionally empty until lib/sites/ lands.
}
