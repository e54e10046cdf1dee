package dev.ply.classic.search;

import dev.ply.api.Evaluator;
import dev.ply.api.GameState;
import dev.ply.api.SearchListener;
import dev.ply.api.Tactics;
import dev.ply.api.Values;
import dev.ply.classic.ordering.HistoryTable;
import dev.ply.classic.ordering.KillerMoves;
import dev.ply.classic.ordering.MovePicker;
import dev.ply.classic.ordering.PrincipalVariation;
import dev.ply.classic.stats.SearchStats;
import dev.ply.classic.time.SearchClock;
import dev.ply.classic.trace.SearchTrace;
import dev.ply.classic.tt.TableAccess;
import dev.ply.classic.tt.TranspositionTable;
import java.util.Optional;

/**
 * What one search shares across its recursion, each part a class of its own: the move picker
 * ({@link MovePicker}: buffers per ply and ordering), the principal variation ({@link
 * TriangularPvTable}), the transposition table as the search uses it ({@link TableAccess}) if it
 * has one, the counters ({@link SearchStats}, which nothing here reads to decide anything), the
 * clock, the evaluator, and the best root move found so far. What the search state itself needs
 * (whether a subtree reached the horizon, the root's best move) is kept here.
 */
public final class SearchContext {

  private final SearchClock clock;
  private final Evaluator evaluator;
  private final TableAccess table;

  /** Where a {@link SearchListener} is attached, what tells it each position; else null. */
  private final SearchTrace trace;

  private final MovePicker picker;
  private final TriangularPvTable pv;

  /** The game's {@link Tactics} as the search uses them, or null when it does not. */
  private GameTactics gameTactics;

  private boolean hasPreviousValue;
  private int previousValue;

  /**
   * Whether a position of the subtree being searched was scored by the evaluator at the horizon
   * (directly or through a table entry that was): search state, not a statistic, since it decides
   * the horizon bit of each stored entry and whether deepening may stop.
   */
  private boolean reachedHorizon;

  /** This thread's part in the deferral of a parallel search, or null on one thread. */
  private Deferral deferral;

  /** The enhanced transposition cutoffs, with a table; else null. */
  private final TranspositionCutoffs cutoffs;

  /** The counters of this search. */
  public final SearchStats stats = new SearchStats();

  /** The best root move among the root moves searched completely so far, or -1. */
  private int rootBestMove = -1;

  /** The value of {@link #rootBestMove}. */
  private int rootBestValue;

  /** A context without a transposition table. */
  public SearchContext(SearchClock clock, Optional<Evaluator> evaluator, int maxMoves) {
    this(clock, evaluator, maxMoves, null);
  }

  /**
   * @param table the transposition table the search reads and writes, or null for none; it may hold
   *     entries of earlier searches (call {@link TranspositionTable#newSearch()} before each)
   */
  public SearchContext(
      SearchClock clock, Optional<Evaluator> evaluator, int maxMoves, TranspositionTable table) {
    this(clock, evaluator, maxMoves, table, null);
  }

  /**
   * @param listener hears every position the search visits ({@link dev.ply.api.Player#trace}), or
   *     null for none; without one the search pays a null check per position and nothing more
   */
  public SearchContext(
      SearchClock clock,
      Optional<Evaluator> evaluator,
      int maxMoves,
      TranspositionTable table,
      SearchListener listener) {
    this(clock, evaluator, maxMoves, table, listener, 0);
  }

  /**
   * @param thread the search thread this context is for: 0 for the main thread, 1 and up for the
   *     helpers of a parallel search; it chooses the thread's local table ({@link
   *     TranspositionTable#local(int)})
   */
  public SearchContext(
      SearchClock clock,
      Optional<Evaluator> evaluator,
      int maxMoves,
      TranspositionTable table,
      SearchListener listener,
      int thread) {
    this(
        clock,
        evaluator,
        table,
        listener,
        thread,
        new MovePicker(maxMoves),
        new TriangularPvTable());
  }

  /**
   * A context that searches with the move buffers and principal variation table of an earlier
   * search of the same thread, so that a search of a few dozen nodes does not spend a quarter of
   * its time allocating and zeroing them again (Pons' Test_L3_R1). The picker's heuristics and
   * first root move are set anew by the caller.
   */
  SearchContext(
      SearchClock clock,
      Optional<Evaluator> evaluator,
      TranspositionTable table,
      SearchListener listener,
      int thread,
      MovePicker picker,
      TriangularPvTable pv) {
    this.clock = clock;
    this.evaluator = evaluator.orElse(null);
    this.table = table == null ? null : new TableAccess(table, table.local(thread), stats);
    this.cutoffs = table == null ? null : new TranspositionCutoffs(this.table, stats);
    this.trace = listener == null ? null : new SearchTrace(listener, stats);
    this.picker = picker;
    this.pv = pv;
    stats.usesTable = table != null;
  }

  /** Counts a visit to a node at {@code ply} below the root, after polling the limits. */
  void visit(int ply) {
    clock.beforeNode(stats.nodes);
    stats.nodes++;
    if (ply > stats.maxPly) {
      stats.maxPly = ply;
    }
    if (ply + 1 >= picker.plies()) {
      picker.ensurePly(ply + 1);
      pv.ensurePly(ply + 1);
    }
    pv.clear(ply);
  }

  /**
   * Counts a visit to {@code state}, {@code ply} below the root, searched with the window {@code
   * (alpha, beta)} from its side to move's point of view (the full window for a search without
   * one), and tells a trace. The search reports the value with {@link #leave(int)}, or through a
   * helper that ends the position ({@link #evaluate}, {@link #tableValue}, {@link #immediateWin},
   * {@link #forcedLoss}). A finished game reached by a move is counted by {@link #visit(int)} and
   * reported by {@link #terminal}.
   */
  void visit(GameState state, int ply, int alpha, int beta) {
    visit(ply);
    if (trace != null) {
      trace.enter(ply, state.playerToMove(), alpha, beta, 0);
    }
  }

  /**
   * Counts a visit to {@code state} for Pearl's TEST of whether its value is above ({@code
   * greater}) or below {@code v}, and tells a trace, as the null window around {@code v}.
   */
  void visitTest(GameState state, int ply, int v, boolean greater) {
    visit(ply);
    if (trace != null) {
      trace.enter(
          ply, state.playerToMove(), greater ? v : v - 1, greater ? v + 1 : v, SearchListener.TEST);
    }
  }

  /** Ends the position visited last with {@code value}, as a trace hears it; returns the value. */
  int leave(int value) {
    if (trace != null) {
      trace.leave(value, 0);
    }
    return value;
  }

  /**
   * Counts a position that game tactics look at beyond a node (an immediate win, a forced loss),
   * reached by {@code move}: a node, but not a ply deeper, since the search was not asked to go
   * there. A trace hears it as a look-ahead.
   */
  void visitLookAhead(int move) {
    clock.beforeNode(stats.nodes);
    stats.nodes++;
    if (trace != null) {
      trace.lookAhead(move);
    }
  }

  /** Whether a trace hears this search. */
  boolean traced() {
    return trace != null;
  }

  /** The legal moves at {@code ply}, written into that ply's buffer, root ordering applied. */
  int generate(GameState state, int ply) {
    return generate(state, ply, -1);
  }

  /**
   * The legal moves at {@code ply}, written into that ply's buffer, with {@code hashMove} (the move
   * a transposition table remembers, or -1) first and, at the root, the previous iteration's best
   * move before the others. A hash move that is not legal here (a hash collision) is ignored.
   */
  int generate(GameState state, int ply, int hashMove) {
    int n = picker.generate(state, ply, hashMove);
    if (trace != null) {
      trace.moves(ply, picker.moves(ply), n);
    }
    return n;
  }

  /**
   * Turns on move-ordering heuristics for this search; each argument null for off. The tables
   * belong to the caller, which keeps or clears them between searches.
   */
  public void useOrdering(
      KillerMoves killers, HistoryTable history, PrincipalVariation previousLine) {
    picker.use(killers, history, previousLine);
  }

  /**
   * Records that {@code move}, made by seat {@code mover} at {@code ply} with {@code depth} plies
   * left, caused a cutoff: counted, and remembered by the killer and history heuristics if on.
   */
  void cutoff(int ply, int mover, int move, int depth) {
    stats.cutoffs++;
    if (trace != null) {
      trace.cutoff(ply); // the moves not yet searched are reported as pruned
    }
    picker.cutoff(ply, mover, move, depth);
  }

  /**
   * Lets the searches that know how use the {@link Tactics} of a game that offers them.
   *
   * @param maxUtility the game's largest utility, for the bounds of {@link GameTactics}
   */
  public void useTactics(int maxUtility) {
    this.gameTactics = new GameTactics(maxUtility);
  }

  /** What the search knows of the game's tactics, or null when it does not use them. */
  GameTactics gameTactics() {
    return gameTactics;
  }

  /** The state's tactics if it offers them and this search uses them, else null. */
  Tactics tactics(GameState state) {
    return gameTactics != null && state instanceof Tactics t ? t : null;
  }

  /**
   * The moves at {@code ply} that give the opponent no immediate win, in the game's order with
   * {@code hashMove} first (see {@link #generate(GameState, int, int)}); 0 when there are none.
   */
  int generateNonLosing(GameState state, Tactics tactics, int ply, int hashMove) {
    int n = picker.generateNonLosing(state, tactics, ply, hashMove);
    if (trace != null) {
      trace.moves(ply, picker.moves(ply), n);
    }
    return n;
  }

  /**
   * Records that {@code move} alone settles the position at {@code ply} with {@code value}: it is
   * the whole line from there, and at the root the best move.
   */
  void settle(int ply, int move, int value) {
    pv.single(ply, move);
    if (ply == 0) {
      rootBestMove = move;
      rootBestValue = value;
    }
  }

  /** Whether an earlier iteration of this search has completed, giving a value to aim at. */
  boolean hasPreviousValue() {
    return hasPreviousValue;
  }

  /** The value of the last completed iteration; only meaningful if {@link #hasPreviousValue()}. */
  int previousValue() {
    return previousValue;
  }

  /** Records the value of a completed iteration, for the next one to aim at. */
  void completedIteration(int value) {
    hasPreviousValue = true;
    previousValue = value;
  }

  /** Whether this search has a transposition table. */
  boolean hasTable() {
    return table != null;
  }

  /**
   * The table's entry for {@code state} (see {@link TranspositionTable#probe(long)}), or {@link
   * TranspositionTable#MISS} when there is no entry or no table. Counts probes and hits.
   *
   * @param remaining the plies left below the position ({@link #remaining}), which choose the level
   *     of the table ({@link TableAccess})
   */
  long probe(GameState state, int remaining) {
    if (table == null) {
      return TranspositionTable.MISS;
    }
    return table.probe(state.hash(), remaining);
  }

  /**
   * The enhanced transposition cutoffs of this search (see {@link TranspositionCutoffs}), or null
   * without a table.
   */
  TranspositionCutoffs transpositionCutoffs() {
    return cutoffs;
  }

  /**
   * Records that the value of the position being searched rests on a table entry scored at the
   * horizon, as if its subtree had been searched again.
   */
  void restsOnHorizon() {
    reachedHorizon = true;
  }

  /**
   * The plies left below a position searched {@code depth} plies deep: the depth, or the moves left
   * in the game when its {@code tactics} (null for none) tell that they are fewer.
   */
  static int remaining(int depth, Tactics tactics) {
    return tactics == null ? depth : Math.min(depth, tactics.movesLeftAtMost());
  }

  /**
   * Whether a table {@code entry} settles the window {@code (alpha, beta)} of a position searched
   * {@code depth} plies deep, {@code ply} plies below the root: it was searched at least as deep,
   * and it is exact, a lower bound at or above beta, or an upper bound at or below alpha. Depths
   * beyond {@link TranspositionTable#MAX_DEPTH} count as that depth.
   */
  boolean settles(long entry, int depth, int alpha, int beta, int ply) {
    return TableAccess.settles(entry, depth, alpha, beta, ply);
  }

  /** The value of a table entry that {@link #settles} a position {@code ply} plies down. */
  int tableValue(long entry, int ply) {
    if (TranspositionTable.horizon(entry)) {
      reachedHorizon = true; // as if the subtree had been searched again
    }
    return leaveByTable(TranspositionTable.fromTable(TranspositionTable.value(entry), ply));
  }

  /** Ends a position settled by the table with {@code value}, as a trace hears it. */
  int leaveByTable(int value) {
    if (trace != null) {
      trace.leave(value, SearchListener.TABLE);
    }
    return value;
  }

  /**
   * Begins the search of a position's moves: with a table, the horizon flag is reset so that {@link
   * #store} learns whether this subtree reached the horizon. Returns the flag as it was.
   */
  boolean openNode() {
    boolean before = reachedHorizon;
    if (table != null) {
      reachedHorizon = false;
    }
    return before;
  }

  /**
   * Stores the fail-soft {@code value} of a position searched {@code depth} plies deep with the
   * window {@code (originalAlpha, beta)}, {@code ply} plies below the root: an upper bound when it
   * failed low, a lower bound when it failed high, else exact. The best move is kept only when the
   * value did not fail low (a fail-low's "best" move is noise). Then puts back the horizon flag
   * saved by {@link #openNode()}. Does nothing without a table.
   *
   * @param remaining the plies left below the position, as given to {@link #probe}
   * @param nodesBefore {@link #nodes()} when the search of the position's moves began: the nodes
   *     visited since are the work of the result, by which the table chooses what to keep
   */
  void store(
      GameState state,
      int depth,
      int remaining,
      int ply,
      int value,
      int originalAlpha,
      int beta,
      int bestMove,
      boolean horizonBefore,
      long nodesBefore) {
    if (table == null) {
      return;
    }
    table.store(
        state.hash(),
        depth,
        remaining,
        ply,
        value,
        originalAlpha,
        beta,
        bestMove,
        reachedHorizon,
        stats.nodes - nodesBefore);
    reachedHorizon |= horizonBefore;
  }

  /**
   * The positions this search has visited so far: what a node limit counts, and what a search reads
   * before a position's moves and gives to {@link #store}, so that the table learns what the result
   * cost. The statistics report the same count.
   */
  long nodes() {
    return stats.nodes;
  }

  /** The move buffer of {@code ply}, as filled by {@link #generate(GameState, int)}. */
  int[] moves(int ply) {
    return picker.moves(ply);
  }

  /** The value of a finished game for {@code player}, {@code ply} moves below the root. */
  int terminal(GameState state, int player, int ply) {
    stats.leaves++;
    int value = Values.terminal(state.utility(player), ply);
    if (trace != null) {
      trace.finished(player, value);
    }
    return value;
  }

  /**
   * The heuristic value of a position at the horizon, from the side to move's point of view; it
   * ends the position for a trace.
   */
  int evaluate(GameState state) {
    stats.leaves++;
    reachedHorizon = true;
    int value =
        evaluator == null ? 0 : Values.checkHeuristic(evaluator.evaluate(state), evaluator.id());
    return leave(value);
  }

  /** Records that {@code move} leads the best line found so far at {@code ply}. */
  void updatePv(int ply, int move) {
    pv.update(ply, move);
  }

  /** The principal variation from the root. */
  public int[] principalVariation() {
    return pv.line();
  }

  /**
   * Puts back a root result saved earlier: the best root move, its value and the principal
   * variation. MTD(f) uses it to report the move of its last fail-high pass rather than the bound
   * of a later fail-low one.
   */
  void restoreRoot(int move, int value, int[] line) {
    rootBestMove = move;
    rootBestValue = value;
    pv.restore(line);
  }

  /** Records that {@code move}, worth {@code value}, is the best root move searched so far. */
  void bestAtRoot(int move, int value) {
    rootBestMove = move;
    rootBestValue = value;
  }

  /** The best root move searched completely so far, or -1. */
  public int rootBestMove() {
    return rootBestMove;
  }

  /** The value of {@link #rootBestMove()}. */
  public int rootBestValue() {
    return rootBestValue;
  }

  /**
   * Rotates the ordered moves {@code places} places (a Lazy SMP helper's diversity; see {@link
   * MovePicker#rotate}).
   */
  void rotateMoves(int places) {
    picker.rotate(places);
  }

  /**
   * Shares the marks of the positions being searched with the other threads of a parallel search,
   * so that a node leaves for last the moves another thread is searching (ABDADA's deferral; see
   * {@link Deferral}) in the first {@code plies} plies below the root.
   */
  void shareBusyPositions(BusyPositions positions, int plies) {
    this.deferral = new Deferral(positions, plies, picker.moves(0).length, stats);
  }

  /** This thread's part in the deferral of a parallel search, or null on one thread. */
  Deferral deferral() {
    return deferral;
  }

  /** The plies below the root whose nodes take part in the deferral (the default). */
  public static final int DEFER_PLIES = Deferral.DEFAULT_PLIES;

  /** Asks the root search to try {@code move} first. */
  public void searchFirstAtRoot(int move) {
    picker.searchFirstAtRoot(move);
  }

  /**
   * Whether the search so far scored a position by the evaluator at the horizon (false: the tree
   * was exhausted), directly or through a table entry that did.
   */
  boolean reachedHorizon() {
    return reachedHorizon;
  }

  /** Starts an iteration: no position has reached the horizon yet. */
  void resetHorizon() {
    reachedHorizon = false;
  }
}
