/**
 * The pause between a scenario's steps when a person watches it play: the page's
 * player and the worker's boot run (`?scenario=`, started before the player has
 * loaded) use the same figure, so a run looks the same whoever started it.
 */
export const PLAYER_PACE_MS = 700;
