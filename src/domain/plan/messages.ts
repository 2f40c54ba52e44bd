/** The editor's German messages (docs/messages.md#plan-editor "Plan editor"). */
export const planMessages = {
  draftSaved: 'Tischplan-Entwurf gespeichert!',
  saveFailed: 'Fehler beim Speichern!',
  deployed: 'Tischplan erfolgreich deployed! Der neue Plan ist jetzt live unter /reservierung.',
  deployFailed: 'Fehler beim Deployen des Tischplans!',
  imported: 'Tischplan erfolgreich importiert!',
  importFailed: 'Fehler beim Importieren des Tischplans!',
  exported: 'Tischplan exportiert.',
  valid: 'Der Tischplan ist gültig.',
  loadFailed: 'Der Tischplan konnte nicht geladen werden.',
  signInRequired: 'Bitte melden Sie sich an, um den Tischplan zu bearbeiten.',
} as const;
