/**
 * The referee: owns the only authoritative position of a game, hands each player a copy with its
 * limits, enforces the deadline, the grace and the rules, applies the file's adjudication, and
 * returns a {@link dev.ply.host.referee.GameRecord} whatever the players do. It tells a player's
 * fault (a violation, which the player loses) from the game plugin's (a void game, which no one is
 * scored for). It knows nothing of SQL, YAML or the command line.
 */
package dev.ply.host.referee;
