package dev.ply.dp.graph;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds every position reachable from a start and builds their {@link PositionGraph}, through the
 * api only: a depth-first walk that plays each legal move (each chance outcome, with its exact
 * probability from {@link GameState#chanceOutcomes()}) on one state and takes it back, numbering a
 * position the first time its {@link GameState#hash()} is seen.
 *
 * <p><b>Hashes.</b> Two positions are taken as one when their hashes are equal, as a transposition
 * table takes them; a game whose hash is a bijection of the position (Pig's is) can never be wrong.
 * Where two different positions share a hash, the walk notices it when they differ in the seat to
 * move, in being over, in their number of chance outcomes or of legal moves (unless a fixed policy
 * holds the seats: the check would ask the policy again), or, for one position in {@value #SAMPLE}
 * (every {@value #SAMPLE}th numbered), in their {@link GameState#render()}: it then stops with an
 * {@link IllegalStateException} that shows both. A collision between positions alike in all of that
 * would go unseen; with a 64-bit Zobrist hash its chance among a few million positions is about n^2
 * / 2^65, below 10^-6.
 *
 * <p>Not thread-safe; one builder builds one graph.
 */
public final class GraphBuilder {

  /** One numbered position in this many keeps its rendering, to check hashes against. */
  static final int SAMPLE = 64;

  private final int players;
  private final int width;
  private final int maxPositions;
  private final FixedMoves fixed;

  private int size;
  private byte[] mover = new byte[1024];
  private int[] firstEdge = new int[1025];
  private double[] terminal;
  private int edges;
  private int[] edgeTarget = new int[4096];
  private int[] edgeMove = new int[4096];
  private char[] edgeOdds = new char[4096];
  private final List<Double> probabilities = new ArrayList<>();
  private final Map<Long, Integer> oddsIndex = new HashMap<>();
  private List<ChanceOutcome> lastOutcomes;
  private char[] lastOdds = new char[0];
  private final Map<Integer, String> renders = new HashMap<>();
  private boolean winOrLoss = true;
  private PositionTable table;
  private int[] buffer;

  /**
   * @param players the game's number of seats
   * @param zeroSum whether its utilities sum to zero (with two seats, one value per position)
   * @param maxPositions the most positions to number before giving up
   * @param fixed moves some seats are held to, or {@link FixedMoves#NONE}
   */
  public GraphBuilder(int players, boolean zeroSum, int maxPositions, FixedMoves fixed) {
    if (players < 1 || players > Byte.MAX_VALUE) {
      throw new IllegalArgumentException("a game of " + players + " players");
    }
    if (maxPositions < 1) {
      throw new IllegalArgumentException("maxPositions " + maxPositions + " is below 1");
    }
    this.players = players;
    this.width = players == 2 && zeroSum ? 1 : players;
    this.terminal = new double[mover.length * width];
    this.maxPositions = maxPositions;
    this.fixed = fixed;
  }

  /**
   * Walks every position reachable from {@code start} and returns their graph; {@code start}
   * becomes its {@link PositionGraph#start()}.
   *
   * @param start the position to start from, not over; played on and taken back, and left as it was
   *     given (unless an exception is thrown)
   * @throws GraphTooLarge when more than {@code maxPositions} positions are reachable
   * @throws IllegalArgumentException at a position of simultaneous moves
   * @throws IllegalStateException when two different positions are seen to share a hash
   */
  public PositionGraph build(GameState start) {
    if (start.isTerminal()) {
      throw new IllegalArgumentException("the game is over at the position to solve");
    }
    table = new PositionTable(Math.min(maxPositions, 1 << 16));
    buffer = new int[Math.max(1, start.maxMoves())];
    int[] order = new int[1024];
    int ordered = 0;
    int[] stackPosition = new int[256];
    int[] stackEdge = new int[256];
    int depth = 0;
    stackPosition[depth] = discover(start, start.hash());
    stackEdge[depth++] = firstEdge[0];
    while (depth > 0) {
      int p = stackPosition[depth - 1];
      int e = stackEdge[depth - 1];
      if (e == firstEdge[p + 1]) {
        // Every edge of p is done: p follows all it leads to, except along a cycle.
        if (ordered == order.length) {
          order = Arrays.copyOf(order, ordered * 2);
        }
        order[ordered++] = p;
        if (--depth > 0) {
          start.undo();
        }
        continue;
      }
      stackEdge[depth - 1] = e + 1;
      start.play(edgeMove[e]);
      long hash = start.hash();
      int q = table.get(hash);
      if (q >= 0) {
        checkSame(q, start);
        edgeTarget[e] = q;
        start.undo();
        continue;
      }
      q = discover(start, hash);
      edgeTarget[e] = q;
      if (mover[q] == PositionGraph.TERMINAL) {
        start.undo();
        continue;
      }
      if (depth == stackPosition.length) {
        stackPosition = Arrays.copyOf(stackPosition, depth * 2);
        stackEdge = Arrays.copyOf(stackEdge, depth * 2);
      }
      stackPosition[depth] = q;
      stackEdge[depth++] = firstEdge[q];
    }
    return renumbered(order, ordered);
  }

  /**
   * The graph with the terminal positions first and the others in post-order (see {@link
   * PositionGraph}), its edges laid out in that order too.
   */
  private PositionGraph renumbered(int[] order, int ordered) {
    int[] newId = new int[size];
    int next = 0;
    for (int p = 0; p < size; p++) {
      if (mover[p] == PositionGraph.TERMINAL) {
        newId[p] = next++;
      }
    }
    int firstInner = next;
    for (int i = 0; i < ordered; i++) {
      newId[order[i]] = next++;
    }
    if (next != size) {
      throw new IllegalStateException(size - next + " positions were never left by the walk");
    }
    int[] oldOf = new int[size];
    for (int p = 0; p < size; p++) {
      oldOf[newId[p]] = p;
    }
    byte[] mover2 = new byte[size];
    int[] firstEdge2 = new int[size + 1];
    int[] target2 = new int[edges];
    char[] odds2 = new char[edges];
    double[] terminal2 = new double[size * width];
    int e2 = 0;
    for (int q = 0; q < size; q++) {
      int p = oldOf[q];
      mover2[q] = mover[p];
      firstEdge2[q] = e2;
      for (int e = firstEdge[p]; e < firstEdge[p + 1]; e++) {
        target2[e2] = newId[edgeTarget[e]];
        odds2[e2++] = edgeOdds[e];
      }
      System.arraycopy(terminal, p * width, terminal2, q * width, width);
    }
    firstEdge2[size] = e2;
    table.renumber(newId);
    double[] odds = new double[Math.max(1, probabilities.size())];
    for (int i = 0; i < probabilities.size(); i++) {
      odds[i] = probabilities.get(i);
    }
    return new PositionGraph(
        size,
        players,
        width,
        mover2,
        firstEdge2,
        target2,
        odds2,
        odds,
        terminal2,
        firstInner,
        table,
        winOrLoss && width == 1);
  }

  /** Numbers a position seen for the first time and lists its edges. */
  private int discover(GameState state, long hash) {
    if (size == maxPositions) {
      throw new GraphTooLarge(maxPositions);
    }
    int p = size++;
    if (p == mover.length) {
      int n = p + (p >> 1);
      // mover, firstEdge and terminal, and the hash table's share (about 16 bytes a position)
      ensureRoom((long) n * (4 + 4 + 8L * width + 16));
      mover = Arrays.copyOf(mover, n);
      firstEdge = Arrays.copyOf(firstEdge, n + 1);
      terminal = Arrays.copyOf(terminal, n * width);
    }
    table.put(hash, p);
    if (p % SAMPLE == 0) {
      renders.put(p, state.render());
    }
    if (state.isTerminal()) {
      mover[p] = PositionGraph.TERMINAL;
      for (int s = 0; s < width; s++) {
        terminal[p * width + s] = state.utility(s);
      }
      winOrLoss &= Math.abs(state.utility(0)) == 1;
    } else if (state.playerToMove() == GameState.CHANCE) {
      mover[p] = PositionGraph.CHANCE;
      addOutcomes(state.chanceOutcomes());
    } else if (state.playerToMove() == GameState.SIMULTANEOUS) {
      throw new IllegalArgumentException(
          "position " + p + " has simultaneous moves, which value iteration does not solve");
    } else {
      int seat = state.playerToMove();
      if (seat < 0 || seat >= players) {
        throw new IllegalStateException("the game says seat " + seat + " moves");
      }
      mover[p] = (byte) seat;
      int forced = fixed.moveAt(state);
      if (forced != GameState.NO_MOVE) {
        if (!state.isLegal(forced)) {
          throw new IllegalStateException(
              "the fixed policy plays an illegal move, "
                  + state.moveToText(forced)
                  + ", at\n"
                  + state.render());
        }
        addEdge(forced, (char) 0);
      } else {
        int n = state.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
          addEdge(buffer[i], (char) 0);
        }
      }
    }
    firstEdge[p + 1] = edges;
    return p;
  }

  /** The edges of a chance position, with each probability's index (the last list's again). */
  private void addOutcomes(List<ChanceOutcome> outcomes) {
    if (outcomes != lastOutcomes) {
      lastOdds = new char[outcomes.size()];
      for (int i = 0; i < lastOdds.length; i++) {
        lastOdds[i] = oddsOf(outcomes.get(i).probability());
      }
      lastOutcomes = outcomes;
    }
    for (int i = 0; i < lastOdds.length; i++) {
      addEdge(outcomes.get(i).move(), lastOdds[i]);
    }
  }

  private char oddsOf(double probability) {
    Integer index = oddsIndex.get(Double.doubleToLongBits(probability));
    if (index == null) {
      if (probabilities.size() == Character.MAX_VALUE) {
        throw new IllegalArgumentException("more than 65535 different chance probabilities");
      }
      index = probabilities.size();
      probabilities.add(probability);
      oddsIndex.put(Double.doubleToLongBits(probability), index);
    }
    return (char) index.intValue();
  }

  /**
   * Refuses to grow the graph by {@code bytes} when they would not leave a fifth of the heap free:
   * a game too large for memory is refused in one line (the solve needs about as much again for its
   * values), not ended by the JVM's OutOfMemoryError.
   *
   * @throws GraphTooLarge naming the heap and what to change
   */
  private void ensureRoom(long bytes) {
    Runtime rt = Runtime.getRuntime();
    long used = rt.totalMemory() - rt.freeMemory();
    if (used + bytes > rt.maxMemory() * 0.8) {
      System.gc(); // count only what is still reachable before refusing
      used = rt.totalMemory() - rt.freeMemory();
      if (used + bytes > rt.maxMemory() * 0.8) {
        throw new GraphTooLarge(size, edges, rt.maxMemory() >> 20);
      }
    }
  }

  private void addEdge(int move, char odds) {
    if (edges == edgeTarget.length) {
      int n = edges + (edges >> 1);
      ensureRoom((long) n * (4 + 4 + 2)); // target, move, odds
      edgeTarget = Arrays.copyOf(edgeTarget, n);
      edgeMove = Arrays.copyOf(edgeMove, n);
      edgeOdds = Arrays.copyOf(edgeOdds, n);
    }
    edgeTarget[edges] = -1;
    edgeMove[edges] = move;
    edgeOdds[edges++] = odds;
  }

  /** Checks that a position whose hash is known is the position numbered {@code p}. */
  private void checkSame(int p, GameState state) {
    int seen = state.isTerminal() ? PositionGraph.TERMINAL : state.playerToMove();
    String differs = null;
    if (seen != mover[p]) {
      differs = "the seat to move";
    } else if (seen == PositionGraph.CHANCE) {
      if (state.chanceOutcomes().size() != firstEdge[p + 1] - firstEdge[p]) {
        differs = "the number of chance outcomes";
      }
    } else if (seen != PositionGraph.TERMINAL
        && fixed == FixedMoves.NONE
        && state.legalMoves(buffer) != firstEdge[p + 1] - firstEdge[p]) {
      differs = "the number of legal moves";
    }
    String render = p % SAMPLE == 0 ? renders.get(p) : null;
    if (differs == null && render != null && !render.equals(state.render())) {
      differs = "the rendering";
    }
    if (differs != null) {
      throw new IllegalStateException(
          "two positions share the hash "
              + Long.toHexString(state.hash())
              + " but differ in "
              + differs
              + "; value iteration needs a hash that tells positions apart. One is "
              + oneLine(state.render())
              + (render == null ? "" : "; the other " + oneLine(render)));
    }
  }

  /** A board's rendering on one line, its rows separated by slashes: error messages are lines. */
  private static String oneLine(String render) {
    return render.strip().replace("\r", "").replace("\n", " / ");
  }
}
