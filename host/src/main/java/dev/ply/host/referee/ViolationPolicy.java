package dev.ply.host.referee;

import java.util.Objects;

/**
 * What the referee does when a player breaks one of its rules (an illegal move, an exception, no
 * move, or no move in time).
 *
 * <p>{@link Action#FORFEIT}, the default, loses the game. {@link Action#RANDOM_MOVE} plays a random
 * legal move in the player's place and counts a strike, and the game goes on; a player whose thread
 * had to be abandoned cannot go on and forfeits anyway. With {@code disqualifyAfter} = N > 0, the
 * N-th strike of a player in a run disqualifies it: it loses that game and every later game of the
 * run without playing.
 *
 * <p>A game plugin's own fault ({@link Termination#GAME_FAULT}) is no player's violation: the game
 * is void, and {@code gameFaults} says whether the run stops there (the default: standings built on
 * a broken game cannot be trusted) or goes on with the game's other games.
 *
 * @param action what a violation costs
 * @param disqualifyAfter strikes that disqualify, or 0 for never
 * @param gameFaults what a game plugin's fault does to the run
 */
public record ViolationPolicy(Action action, int disqualifyAfter, GameFaults gameFaults) {

  /** What a game plugin's fault does to the run (the config's {@code game-faults}). */
  public enum GameFaults {
    /** The run stops after the void game is recorded, and the command exits non-zero. */
    STOP("stop"),
    /** The run goes on; the void games are recorded and counted in no standing. */
    CONTINUE("continue");

    private final String code;

    GameFaults(String code) {
      this.code = code;
    }

    /** The config's text. */
    public String code() {
      return code;
    }
  }

  /** A policy that stops the run at a game plugin's fault. */
  public ViolationPolicy(Action action, int disqualifyAfter) {
    this(action, disqualifyAfter, GameFaults.STOP);
  }

  /** What a violation costs. */
  public enum Action {
    FORFEIT("forfeit"),
    RANDOM_MOVE("random-move");

    private final String code;

    Action(String code) {
      this.code = code;
    }

    /** The config and store text. */
    public String code() {
      return code;
    }
  }

  /** Forfeit at the first violation: the default. */
  public static final ViolationPolicy FORFEIT = new ViolationPolicy(Action.FORFEIT, 0);

  public ViolationPolicy {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(gameFaults, "gameFaults");
    if (disqualifyAfter < 0) {
      throw new IllegalArgumentException("disqualifyAfter must be >= 0");
    }
  }
}
