package dev.ply.host.referee;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Tells a game plugin's fault from a player's: checks the positions around the one where something
 * went wrong against the contract of {@link GameState}, in the words of the conformance kit ({@code
 * GameConformanceTest}), so that a game whose {@code play} refuses a move its {@code legalMoves}
 * lists is named, rather than the player that chose the move.
 *
 * <p>The referee calls it when a player failed (threw, or returned a move the referee refused) and
 * when the game itself threw on the referee's own calls. It visits up to {@link #POSITIONS}
 * positions breadth first from the position in question, each legal move played and undone, then
 * plays {@link #PLAYOUTS} seeded random games to their end from it (each half within {@link
 * #MOVES_PER_HALF} moves): the kit's playouts start from the start position, these from where the
 * run found trouble. Everything runs on copies; the position handed in is not changed.
 * Deterministic for a given position and seed. A cluster's coordinator runs it again on a void game
 * a worker returns, before it believes the game's fault.
 */
public final class GameAudit {

  /**
   * Positions visited breadth first, each with all its moves played and undone: with the moves'
   * budget below, every line of five plies of a game of nine moves a position (the depth at which a
   * search met a fault in the hostile probe), fewer in wider games.
   */
  static final int POSITIONS = 20_000;

  /** Random games played to their end (or {@link #PLAYOUT_PLIES}) from the position. */
  static final int PLAYOUTS = 16;

  /** The longest playout, for games that may never end. */
  static final int PLAYOUT_PLIES = 2_000;

  /**
   * The most moves each half of the audit (breadth first, playouts) plays and undoes, so that a
   * game with hundreds of moves a position (Go on 19x19) is checked in about a second at most.
   */
  static final int MOVES_PER_HALF = 150_000;

  /**
   * One property of the game contract that a game broke.
   *
   * @param property what it broke, as the conformance kit says it, such as {@code "play(3) threw
   *     java.lang.IllegalArgumentException: cannot take 3 of 21 stones for a move legalMoves()
   *     lists"}
   * @param where the position, by its ply
   */
  public record Fault(String property, String where) {

    /** The property and where it broke, in one sentence. */
    public String describe() {
      return property + (where.isEmpty() ? "" : " (" + where + ")");
    }
  }

  private final Game game;
  private final int players;

  /** Moves the current half of the audit may still play. */
  private int budget;

  /** The game's features, asked once. */
  private final java.util.Set<dev.ply.api.GameFeature> features;

  private GameAudit(Game game) {
    this.game = game;
    this.players = game.players();
    this.features = java.util.Set.copyOf(game.features());
  }

  /**
   * Why a seat that is no seat may be meant, for a fault's message: a chance or simultaneous
   * position in a game that does not declare the feature.
   */
  static String specialSeat(int toMove, java.util.Set<dev.ply.api.GameFeature> features) {
    if (toMove == GameState.CHANCE && !features.contains(dev.ply.api.GameFeature.CHANCE)) {
      return " (CHANCE, in a game whose features() do not list CHANCE)";
    }
    if (toMove == GameState.SIMULTANEOUS
        && !features.contains(dev.ply.api.GameFeature.SIMULTANEOUS_MOVES)) {
      return " (SIMULTANEOUS, in a game whose features() do not list SIMULTANEOUS_MOVES)";
    }
    return "";
  }

  /**
   * The first property of the contract the game breaks from {@code position}, or empty when every
   * position visited keeps the contract.
   *
   * @param position the position in question (not changed: the audit works on copies)
   * @param seed the seed of the random playouts
   */
  public static Optional<Fault> check(Game game, GameState position, long seed) {
    GameAudit audit = new GameAudit(game);
    GameState start;
    try {
      start = position.copy();
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.of(new Fault("copy() threw " + describe(e), ""));
    }
    try {
      Optional<Fault> fault = audit.breadthFirst(start);
      return fault.isPresent() ? fault : audit.playouts(start, seed);
    } catch (RuntimeException | StackOverflowError e) {
      // A call the audit itself did not expect to fail, such as moveToText inside a message.
      return Optional.of(new Fault("the game threw " + describe(e) + " while it was checked", ""));
    }
  }

  /** The name of the game's plugin for people: its id and the jar its classes came from. */
  static String pluginOf(Game game) {
    String jar = "";
    try {
      var source = game.getClass().getProtectionDomain().getCodeSource();
      if (source != null && source.getLocation() != null) {
        String path = source.getLocation().getPath();
        jar = path.substring(path.replaceAll("/+$", "").lastIndexOf('/') + 1).replaceAll("/+$", "");
      }
    } catch (SecurityException e) {
      // no code source to name
    }
    return "the game plugin of " + game.id() + (jar.isEmpty() ? "" : " (" + jar + ")");
  }

  private Optional<Fault> breadthFirst(GameState start) {
    Deque<List<Integer>> frontier = new ArrayDeque<>();
    frontier.add(List.of());
    int visited = 0;
    budget = MOVES_PER_HALF;
    while (!frontier.isEmpty() && visited < POSITIONS && budget > 0) {
      List<Integer> path = frontier.poll();
      GameState s = start.copy();
      for (int move : path) {
        s.play(move); // each was checked when its parent was visited
      }
      visited++;
      List<Integer> moves = new ArrayList<>();
      Optional<Fault> fault = visit(s, path, moves);
      if (fault.isPresent()) {
        return fault;
      }
      for (int move : moves) {
        List<Integer> child = new ArrayList<>(path);
        child.add(move);
        frontier.add(child);
      }
    }
    return Optional.empty();
  }

  private Optional<Fault> playouts(GameState start, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    budget = MOVES_PER_HALF;
    for (int playout = 0; playout < PLAYOUTS && budget > 0; playout++) {
      GameState s = start.copy();
      List<Integer> path = new ArrayList<>();
      while (path.size() < PLAYOUT_PLIES && budget > 0) {
        List<Integer> moves = new ArrayList<>();
        Optional<Fault> fault = visit(s, path, moves);
        if (fault.isPresent() || moves.isEmpty()) {
          if (fault.isPresent()) {
            return fault;
          }
          break;
        }
        int move = moves.get(random.nextInt(moves.size()));
        s.play(move);
        path.add(move);
      }
    }
    return Optional.empty();
  }

  /**
   * Checks one position: its moves are listed consistently with its end, each is accepted by {@code
   * isLegal}, named, played and undone to the same hash; an ended game has utilities. Fills {@code
   * legal} with the moves listed.
   */
  private Optional<Fault> visit(GameState s, List<Integer> path, List<Integer> legal) {
    String where = where(s, path);
    boolean terminal;
    int n;
    int[] buffer;
    try {
      terminal = s.isTerminal();
      buffer = new int[Math.max(0, s.maxMoves())];
    } catch (RuntimeException | StackOverflowError e) {
      return fault("isTerminal() or maxMoves() threw " + describe(e), where);
    }
    try {
      n = s.legalMoves(buffer);
    } catch (RuntimeException | StackOverflowError e) {
      return fault("legalMoves() threw " + describe(e), where);
    }
    if (n < 0 || n > buffer.length) {
      return fault(
          "legalMoves() returned " + n + " moves, more than maxMoves() " + buffer.length, where);
    }
    if (terminal != (n == 0)) {
      return fault(
          terminal
              ? "isTerminal() is true but legalMoves() lists " + n + " moves"
              : "isTerminal() is false but legalMoves() lists no move",
          where);
    }
    Optional<Fault> copied = sameCopy(s, n, buffer, where);
    if (copied.isPresent()) {
      return copied;
    }
    if (terminal) {
      for (int p = 0; p < players; p++) {
        try {
          s.utility(p);
        } catch (RuntimeException | StackOverflowError e) {
          return fault("utility(" + p + ") threw " + describe(e) + " at the end of a game", where);
        }
      }
      return Optional.empty();
    }
    try {
      int toMove = s.playerToMove();
      if (toMove == GameState.SIMULTANEOUS
          && features.contains(dev.ply.api.GameFeature.SIMULTANEOUS_MOVES)) {
        // A joint move is no single move: the audit checks the position and goes no deeper.
        return Optional.empty();
      }
      if (toMove == GameState.CHANCE && features.contains(dev.ply.api.GameFeature.CHANCE)) {
        Optional<String> wrong = ChanceDraw.problem(s, s.chanceOutcomes());
        if (wrong.isPresent()) {
          return fault(wrong.get(), where);
        }
      } else if (toMove < 0 || toMove >= players) {
        return fault(
            "playerToMove() is "
                + toMove
                + ", not a seat 0.."
                + (players - 1)
                + specialSeat(toMove, features),
            where);
      }
    } catch (RuntimeException | StackOverflowError e) {
      return fault("playerToMove() threw " + describe(e), where);
    }
    Set<Integer> distinct = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int move = buffer[i];
      String name = text(s, move);
      if (!distinct.add(move)) {
        return fault("legalMoves() lists move " + name + " twice", where);
      }
      try {
        if (!s.isLegal(move)) {
          return fault("isLegal(" + name + ") is false for a move legalMoves() lists", where);
        }
      } catch (RuntimeException | StackOverflowError e) {
        return fault(
            "isLegal(" + name + ") threw " + describe(e) + " for a move legalMoves() lists", where);
      }
      budget--;
      long hash = s.hash();
      int plies = s.plies();
      try {
        s.play(move);
      } catch (RuntimeException | StackOverflowError e) {
        return fault(
            "play(" + name + ") threw " + describe(e) + " for a move legalMoves() lists", where);
      }
      if (s.plies() != plies + 1) {
        return fault("play(" + name + ") did not add exactly one to plies()", where);
      }
      try {
        s.undo();
      } catch (RuntimeException | StackOverflowError e) {
        return fault("undo() threw " + describe(e) + " after play(" + name + ")", where);
      }
      if (s.hash() != hash) {
        return fault("hash after undo differs from the hash before play(" + name + ")", where);
      }
      legal.add(move);
    }
    return Optional.empty();
  }

  /**
   * Whether a copy of {@code s} is the same position: its hash, board, ply count, end and legal
   * moves (the conformance kit's "copies are independent of the original" starts from this).
   */
  private static Optional<Fault> sameCopy(GameState s, int n, int[] moves, String where) {
    GameState copy;
    try {
      copy = s.copy();
    } catch (RuntimeException | StackOverflowError e) {
      return fault("copy() threw " + describe(e), where);
    }
    int[] buffer = new int[moves.length];
    try {
      if (copy.hash() != s.hash()) {
        return fault("hash of a copy differs from the hash of its original", where);
      }
      if (!copy.render().equals(s.render())) {
        return fault("board (render()) of a copy differs from the board of its original", where);
      }
      if (copy.plies() != s.plies() || copy.isTerminal() != s.isTerminal()) {
        return fault("ply count or game-over flag of a copy differs from its original's", where);
      }
      int m = copy.legalMoves(buffer);
      if (m != n
          || !java.util.Arrays.equals(
              java.util.Arrays.copyOf(buffer, m), java.util.Arrays.copyOf(moves, n))) {
        return fault("legal moves of a copy differ from the legal moves of its original", where);
      }
    } catch (RuntimeException | StackOverflowError e) {
      return fault("a copy threw " + describe(e) + " where its original did not", where);
    }
    return Optional.empty();
  }

  private static Optional<Fault> fault(String property, String where) {
    return Optional.of(new Fault(property, where));
  }

  /** Where in the game, for people: the ply of the position, and how far from the one audited. */
  private static String where(GameState s, List<Integer> path) {
    return "at ply "
        + s.plies()
        + (path.isEmpty()
            ? ""
            : ", "
                + path.size()
                + " move"
                + (path.size() == 1 ? "" : "s")
                + " on from the position where the trouble was");
  }

  private static String text(GameState s, int move) {
    try {
      return s.moveToText(move);
    } catch (RuntimeException | StackOverflowError e) {
      return "#" + move;
    }
  }

  static String describe(Throwable t) {
    String message = t.getMessage();
    return t.getClass().getName() + (message != null ? ": " + message : "");
  }
}
