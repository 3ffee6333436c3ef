/**
 * French rows of the technical data sheets (fiches techniques), beside seed-sheets.ts: the same
 * rows in the same order, labels and values as a Quebec floor professional reads them. Product
 * French (seed-*.fr.ts) overrides what differs, by the French label.
 */

export function oilSheetFr(overrides: Record<string, string> = {}): [string, string][] {
  const rows: Record<string, string> = {
    Liant: 'Huiles et cires végétales avec résines à fonction acrylate',
    Polymérisation: 'Instantanée sous lumière DEL de 365 à 395\u00a0nm\u00a0; un passage à 3\u00a0m par minute',
    Rendement: '30 à 40\u00a0m² par litre par couche (320 à 430\u00a0pi² par litre)',
    Couches: 'Deux sur bois nu\u00a0; une sur une teinture polymérisée',
    COV: 'Moins de 5\u00a0g/L, sans isocyanates, sans solvants',
    'Circulation piétonne': 'Dès la polymérisation',
    'Pleine charge et tapis': 'Après 24\u00a0heures',
    'Nettoyage des outils': 'Essence minérale avant polymérisation\u00a0; le résidu polymérisé se pèle',
    Entreposage: '24\u00a0mois dans le contenant fermé, entre 5 et 30\u00a0°C, à l’abri de la lumière du jour',
    ...overrides,
  };
  return Object.entries(rows);
}

export function lightSheetFr(overrides: Record<string, string>): [string, string][] {
  const rows: Record<string, string> = {
    'Longueur d’onde': 'Matrice DEL double bande, 365\u00a0nm et 395\u00a0nm',
    'Tension d’alimentation': '120\u00a0V / 60\u00a0Hz (230\u00a0V sur demande)',
    'Durée de vie des DEL': 'Plus de 20\u00a0000\u00a0heures',
    Refroidissement: 'Dissipateur passif avec coupure thermique',
    Garantie: '2\u00a0ans\u00a0; modules DEL 5\u00a0ans',
    ...overrides,
  };
  return Object.entries(rows);
}

/** The French `describe` of seed-types.ts: editor-style HTML as the dashboard stores it. */
export function decrire(intro: string, benefits: string[], application: string): string {
  const items = benefits.map((b) => `<li>${b}</li>`).join('');
  return `<p>${intro}</p><h3>Pourquoi les pros du plancher le choisissent</h3><ul>${items}</ul><h3>Application</h3><p>${application}</p>`;
}

/** What a product's French holds (seed-nordwood.fr.ts, seed-arboris.fr.ts, seed-lights.fr.ts), by slug. */
export interface ProductFrench {
  title: string;
  short_description: string;
  description: string;
  /** Rows of the French technical data sheet; null when the English product has no downloads. */
  technical: [string, string][] | null;
}
