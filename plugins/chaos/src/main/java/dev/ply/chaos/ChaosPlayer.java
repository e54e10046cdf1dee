package dev.ply.chaos;

import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Plays {@code after} moves of each game normally, then misbehaves on every move in one way: one
 * small method per {@link Behaviour}, described in the table of {@link ChaosStrategy}.
 */
final class ChaosPlayer implements Player {

  /** How many threads {@code leak-threads} starts. */
  static final int LEAKED_THREADS = 20;

  /** The name of every leaked thread starts with this, followed by its number. */
  static final String LEAK_PREFIX = "chaos-leak-";

  /** The line {@code garbage-stdout} prints, three times. */
  static final String GARBAGE = "garbage \u0000 not a move";

  /** The most moves {@code mutate} plays, so that it ends in a game with cycles too. */
  static final int MUTATE_PLIES = 1000;

  private final Behaviour behaviour;
  private final int after;
  private final long millis;
  private int movesThisGame;

  /** Written on every turn of {@code busy}, so the JIT cannot remove the loop. */
  private volatile long sink;

  ChaosPlayer(Behaviour behaviour, int after, long millis) {
    this.behaviour = behaviour;
    this.after = after;
    this.millis = millis;
  }

  @Override
  public void newGame(int seat, long seed) {
    movesThisGame = 0;
  }

  @Override
  public SearchReport chooseMove(GameState state, Limits limits) {
    if (movesThisGame++ < after) {
      return normal(state);
    }
    return switch (behaviour) {
      case NORMAL -> normal(state);
      case THROWS -> throwException();
      case ILLEGAL -> illegal(state);
      case NULL -> nothing();
      case SLEEP -> sleep(state);
      case BUSY -> busy(state);
      case OOM -> outOfMemory();
      case STACK_OVERFLOW -> stackOverflow();
      case EXIT -> exit();
      case LEAK_THREADS -> leakThreads(state);
      case MUTATE -> mutate(state);
      case GARBAGE_STDOUT -> garbageStdout(state);
    };
  }

  private static SearchReport normal(GameState state) {
    return SearchReport.builder(firstLegal(state)).nodes(1).build();
  }

  private static SearchReport throwException() {
    throw new RuntimeException("chaos: throws");
  }

  /** The largest legal move + 1000, stepped on past any legal move if that wraps around. */
  private static SearchReport illegal(GameState state) {
    int[] legal = legalMoves(state);
    int move = Arrays.stream(legal).max().getAsInt() + 1000;
    while (contains(legal, move)) {
      move++;
    }
    return SearchReport.of(move);
  }

  private static SearchReport nothing() {
    return null;
  }

  private SearchReport sleep(GameState state) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return normal(state);
  }

  private SearchReport busy(GameState state) {
    long deadline = System.nanoTime() + millis * 1_000_000L;
    long turns = 0;
    while (System.nanoTime() - deadline < 0) {
      sink = ++turns;
    }
    return normal(state);
  }

  private static SearchReport outOfMemory() {
    List<long[]> blocks = new ArrayList<>();
    try {
      while (true) {
        blocks.add(new long[1 << 20]);
      }
    } catch (OutOfMemoryError e) {
      blocks.clear();
      throw e;
    }
  }

  private static SearchReport stackOverflow() {
    recurse(0);
    throw new IllegalStateException("chaos: unbounded recursion returned");
  }

  /** Not a tail call (the JVM eliminates none anyway): every level keeps a frame. */
  private static long recurse(long depth) {
    return recurse(depth + 1) + 1;
  }

  private static SearchReport exit() {
    System.exit(3);
    throw new IllegalStateException("chaos: System.exit(3) returned");
  }

  private SearchReport leakThreads(GameState state) {
    for (int i = 0; i < LEAKED_THREADS; i++) {
      Thread t = new Thread(this::sleepQuietly, LEAK_PREFIX + i);
      t.setDaemon(false);
      t.start();
    }
    return normal(state);
  }

  private void sleepQuietly() {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      // the thread ends: nothing to restore
    }
  }

  /** The first legal move of the position given, returned after wrecking that position. */
  private static SearchReport mutate(GameState state) {
    SearchReport first = normal(state);
    for (int i = 0; i < MUTATE_PLIES && !state.isTerminal(); i++) {
      state.play(firstLegal(state));
    }
    return first;
  }

  private static SearchReport garbageStdout(GameState state) {
    for (int i = 0; i < 3; i++) {
      System.out.println(GARBAGE);
    }
    System.out.flush();
    return normal(state);
  }

  private static int firstLegal(GameState state) {
    return legalMoves(state)[0];
  }

  private static int[] legalMoves(GameState state) {
    int[] buffer = new int[state.maxMoves()];
    int n = state.legalMoves(buffer);
    if (n == 0) {
      throw new IllegalStateException("asked to move in a finished game");
    }
    return Arrays.copyOf(buffer, n);
  }

  private static boolean contains(int[] moves, int move) {
    for (int m : moves) {
      if (m == move) {
        return true;
      }
    }
    return false;
  }
}
