/**
 * A team night's limits (`teams` of a weekday or a dated exception). Apart from the team rules,
 * so the week (src/domain/schedule) names them without depending on the booking's schemas.
 */
export interface TeamLimits {
  maxTeams: number;
  minPlayers: number;
  maxPlayers: number;
}

/** The limits a new team night starts with. */
export const defaultTeamLimits: TeamLimits = { maxTeams: 15, minPlayers: 2, maxPlayers: 6 };
