package dev.ply.api;

/**
 * A kind of game beyond the sequential, deterministic, perfect-information kind: what a {@link
 * Game} declares in {@link Game#features()} and a {@link Strategy} says it can play in {@link
 * Strategy#handles()}. The host refuses to seat a strategy at a game with a feature the strategy
 * does not handle, naming the feature, before any game starts.
 *
 * <p>The number of players and general-sum utilities are not features: a strategy reads {@link
 * Game#players()} and {@link Game#zeroSum()} in {@link Strategy#supports(Game)}.
 */
public enum GameFeature {
  /**
   * Some positions are chance nodes ({@link GameState#CHANCE}): the referee draws their outcome
   * with the probabilities of {@link GameState#chanceOutcomes()} (dice, a shuffle, a deal).
   */
  CHANCE("chance nodes (dice, deals)"),

  /**
   * Seats do not see the whole position: each is handed only its {@link GameState#view(int)} (a
   * hand of cards, a hidden roll), and an out-of-process player only its {@link
   * GameState#observation(int)}.
   */
  HIDDEN_INFORMATION("hidden information"),

  /**
   * Some positions are simultaneous ({@link GameState#SIMULTANEOUS}): several seats choose at once
   * and the joint choice is played with {@link GameState#playJoint(int[])}.
   */
  SIMULTANEOUS_MOVES("simultaneous moves");

  private final String words;

  GameFeature(String words) {
    this.words = words;
  }

  /** The feature in a few words for people, such as {@code chance nodes (dice, deals)}. */
  public String words() {
    return words;
  }
}
