package dev.ply.host.config;

/**
 * What a file's format read from its own keys ({@code cycles}, {@code seeds}, {@code rounds},
 * {@code games} …): each format returns a record of its own that implements this. Immutable.
 */
public interface FormatSettings {

  /** The format's code, as a file writes it: {@code match}, {@code round-robin}, … */
  String code();

  /**
   * The games of one meeting of two entrants: a match's {@code games}, a tournament's {@code
   * games-per-pairing} (a knockout's mini-match).
   */
  int gamesPerPairing();

  /**
   * Whether the entrants of a meeting change seats every game (each opening is then played with
   * colours swapped); a match's {@code alternate-colours}, true for every tournament format.
   */
  default boolean alternateColours() {
    return true;
  }
}
